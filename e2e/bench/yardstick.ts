import type { Browser } from '@playwright/test';

/**
 * The speed of the machine the bench ran on, in the same browser: a fixed piece of work of the kind a first
 * visit does (build a 2,000-row table in the DOM, lay it out, and round-trip its data through JSON),
 * timed three times on a blank page; the median is printed with the results. The visits' budgets are
 * wall-clock times, and this machine's speed has changed by a factor of about 3.5 within a day: two runs
 * compare only next to their yardsticks.
 */
export async function browserYardstick(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const samples: number[] = [];
    for (let run = 0; run < 3; run += 1) samples.push(await page.evaluate(fixedWork));
    return samples.sort((a, b) => a - b)[1]!;
  } finally {
    await page.close();
  }
}

function fixedWork(): number {
  const started = performance.now();
  const rows = Array.from({ length: 2000 }, (_, index) => ({
    id: index,
    name: `Project ${index}`,
    hours: (index * 7) % 40,
    tags: ['web', 'mobile', String(index % 13)],
  }));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  const table = document.createElement('table');
  for (const row of copy) {
    const tr = table.insertRow();
    for (const value of [row.id, row.name, row.hours, row.tags.join(', ')]) tr.insertCell().textContent = String(value);
  }
  document.body.replaceChildren(table);
  // reading a size forces the layout the visit would pay for
  const height = table.getBoundingClientRect().height;
  document.body.replaceChildren();
  return height > 0 ? Math.round(performance.now() - started) : -1;
}
