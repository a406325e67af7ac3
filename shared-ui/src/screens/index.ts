// What a remote publishes about its screens; plain data, so a remote's webpack config can read it in Node.
export { canOpenScreen, type PortalLevel, type ScreenManifest, type ScreenMenuEntry } from './screen-manifest';
