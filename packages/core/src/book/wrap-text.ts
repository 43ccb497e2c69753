/**
 * Greedy word wrap at `width` characters. A word longer than the width keeps
 * a line of its own rather than being cut, so titles stay readable.
 */
export function wrapAt(text: string, width: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Wraps at no fewer than `minWidth` characters a line, widening the line
 * until the text fits in `maxLines`. Returns the lines and the width used.
 *
 * Example: "The Strange Case of Dr. Jekyll and Mr. Hyde" with (10, 5) needs six
 * lines at width 10, so it widens to 11: ["The Strange", "Case of Dr.",
 * "Jekyll and", "Mr. Hyde"].
 */
export function wrapBalanced(text: string, minWidth: number, maxLines: number): string[] {
  const normalised = text.trim().replace(/\s+/g, ' ');
  for (let width = minWidth; width < normalised.length; width++) {
    const lines = wrapAt(normalised, width);
    if (lines.length <= maxLines) return lines;
  }
  return normalised === '' ? [] : [normalised];
}
