/** A run of digits, with the separators and signs that belong to it (1,200 · 0–25 · 3.5). */
const NUMBER = /(\d[\d.,\u2013-]*\d|\d)/;

/**
 * A message with each number in it isolated (<bdi>): a number has no direction of its own, so in a
 * right-to-left page "12 أسبوعًا" next to other text could be reordered around it.
 */
export function IsolatedNumbers({ text }: { text: string }) {
  return (
    <>
      {text.split(NUMBER).map((part, index) =>
        // split with a capture group: the odd parts are the numbers
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}
