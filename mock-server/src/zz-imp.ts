const t = performance.now(); await import('./server.js'); console.log('server', Math.round(performance.now() - t));
