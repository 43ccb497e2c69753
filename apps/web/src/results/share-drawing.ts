/**
 * The share picture (02 §2) drawn straight onto a canvas: the cover, what
 * was finished, the six figures and the chart's lines, on the theme's
 * colours and in the page's own font. Serialising the DOM (html-to-image)
 * copied every computed style of every node and a chart made only to be
 * photographed, close to a second on a busy machine; drawing takes a few
 * milliseconds, and the PNG encoding is most of what is left.
 */
import { accuracyTone, consistencyTone, formatDuration, type ResultsFigures } from '@typeshelf/react-ui';

/** What the picture shows. */
export interface ShareCard {
  /** What was finished: 'Chapter complete', 'Book complete'. */
  kicker: string;
  /** The chapter's title on the chapter view, else the book's. */
  heading: string;
  title: string;
  author: string;
  coverUrl: string | null;
  figures: ResultsFigures;
  /** Speed, raw speed and accuracy per paragraph (or chapter), in order. */
  points: readonly { wpm: number; raw: number; acc: number }[];
}

/** The card's size in CSS pixels; the picture is twice that for sharp text. */
export const CARD_WIDTH = 960;
const PAD = 32;
const SCALE = 2;
const COVER = { width: 120, height: 180 };
const CELL_HEIGHT = 78;
const GAP = 12;
const CHART_HEIGHT = 260;
const CARD_HEIGHT = PAD + COVER.height + 24 + 2 * CELL_HEIGHT + GAP + 24 + CHART_HEIGHT + PAD;

/** The theme's colours and the page's font, read where the tokens apply. */
export interface ShareTheme {
  bg: string;
  fg: string;
  muted: string;
  surface: string;
  border: string;
  accent: string;
  ok: string;
  warning: string;
  error: string;
  font: string;
}

export function shareTheme(from: Element): ShareTheme {
  const style = getComputedStyle(from);
  const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
  return {
    bg: token('bg'),
    fg: token('fg'),
    muted: token('muted'),
    surface: token('surface'),
    border: token('border'),
    accent: token('accent'),
    ok: token('ok'),
    warning: token('warning'),
    error: token('error'),
    font: style.fontFamily,
  };
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    // A missing cover leaves its place empty rather than failing the picture.
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Words of `text` in at most `lines` lines of `width`, the last ending in '…' when cut. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  out.push(line);
  if (out.length <= lines) return out;
  let last = out[lines - 1] ?? '';
  while (last.length > 1 && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
  return [...out.slice(0, lines - 1), `${last.trimEnd()}…`];
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Lines of the chart over `box`: speed and raw speed on one scale, accuracy on its own. */
function drawChart(
  ctx: CanvasRenderingContext2D,
  points: ShareCard['points'],
  box: { x: number; y: number; w: number; h: number },
  theme: ShareTheme,
): void {
  const legendHeight = 24;
  const plot = { x: box.x + 40, y: box.y + legendHeight, w: box.w - 80, h: box.h - legendHeight - 8 };
  const speeds = points.flatMap((p) => [p.wpm, p.raw]);
  // Ranges in steps that give the four grid lines whole numbers on both scales.
  const top = Math.max(20, Math.ceil(Math.max(0, ...speeds) / 20) * 20);
  const accLow = Math.min(92, Math.floor(Math.min(100, ...points.map((p) => p.acc)) / 4) * 4);
  ctx.font = `12px ${theme.font}`;
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 1;
  for (let i = 0; i <= 4; i++) {
    const y = plot.y + (plot.h * i) / 4;
    ctx.strokeStyle = theme.border;
    ctx.beginPath();
    ctx.moveTo(plot.x, y);
    ctx.lineTo(plot.x + plot.w, y);
    ctx.stroke();
    ctx.fillStyle = theme.muted;
    ctx.textAlign = 'left';
    ctx.fillText(String(Math.round(top - (top * i) / 4)), plot.x + plot.w + 8, y);
    ctx.textAlign = 'right';
    ctx.fillText(String(Math.round(100 - ((100 - accLow) * i) / 4)), plot.x - 8, y);
  }
  const x = (i: number) => plot.x + (points.length > 1 ? (plot.w * i) / (points.length - 1) : plot.w / 2);
  const line = (value: (p: ShareCard['points'][number]) => number, low: number, high: number) => {
    ctx.beginPath();
    points.forEach((p, i) => {
      const y = plot.y + plot.h * (1 - (value(p) - low) / (high - low));
      if (i === 0) ctx.moveTo(x(i), y);
      else ctx.lineTo(x(i), y);
    });
    ctx.stroke();
  };
  ctx.lineJoin = 'round';
  ctx.strokeStyle = theme.warning;
  line((p) => p.acc, accLow, 100);
  ctx.setLineDash([4, 3]);
  ctx.strokeStyle = theme.muted;
  line((p) => p.raw, 0, top);
  ctx.setLineDash([]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = theme.accent;
  line((p) => p.wpm, 0, top);
  // The legend, as the results chart's series titles name them.
  ctx.textAlign = 'left';
  let at = plot.x;
  for (const [name, colour] of [
    ['wpm (right)', theme.accent],
    ['raw (right)', theme.muted],
    ['acc % (left)', theme.warning],
  ] as const) {
    ctx.fillStyle = colour;
    ctx.fillRect(at, box.y + 8, 14, 3);
    ctx.fillStyle = theme.muted;
    ctx.fillText(name, at + 20, box.y + 10);
    at += 40 + ctx.measureText(name).width;
  }
}

/** The picture as a PNG, 1920 pixels wide. */
export async function drawSharePicture(card: ShareCard, theme: ShareTheme): Promise<Blob> {
  const cover = card.coverUrl ? loadImage(card.coverUrl) : Promise.resolve(null);
  const font = theme.font;
  // The weights drawn below, in case the page has not used them yet.
  await Promise.all(
    [`400 16px ${font}`, `600 26px ${font}`, `700 28px ${font}`].map((f) =>
      document.fonts.load(f).catch(() => []),
    ),
  );
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH * SCALE;
  canvas.height = CARD_HEIGHT * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The share picture could not be drawn.');
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = theme.bg;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  // The head: cover, what was finished, the book; the brand top right.
  const image = await cover;
  const textX = image ? PAD + COVER.width + 24 : PAD;
  if (image) {
    ctx.save();
    roundedRect(ctx, PAD, PAD, COVER.width, COVER.height, 6);
    ctx.clip();
    // Cropped to fill, as `object-fit: cover`.
    const scale = Math.max(COVER.width / image.naturalWidth, COVER.height / image.naturalHeight);
    const w = COVER.width / scale;
    const h = COVER.height / scale;
    ctx.drawImage(
      image,
      (image.naturalWidth - w) / 2,
      (image.naturalHeight - h) / 2,
      w,
      h,
      PAD,
      PAD,
      COVER.width,
      COVER.height,
    );
    ctx.restore();
  }
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'right';
  ctx.fillStyle = theme.accent;
  ctx.font = `700 16px ${font}`;
  ctx.fillText('Typeshelf', CARD_WIDTH - PAD, PAD + 16);
  const textWidth = CARD_WIDTH - PAD - textX - 120;
  ctx.textAlign = 'left';
  ctx.font = `700 28px ${font}`;
  const heading = wrap(ctx, card.heading, textWidth, 2);
  ctx.font = `16px ${font}`;
  const book = wrap(ctx, `${card.title} by ${card.author}`, textWidth, 2);
  const blockHeight = 20 + 4 + heading.length * 36 + 4 + book.length * 24;
  let y = PAD + Math.max(0, (COVER.height - blockHeight) / 2);
  ctx.font = `14px ${font}`;
  ctx.letterSpacing = '1.1px';
  ctx.fillStyle = theme.muted;
  ctx.fillText(card.kicker.toUpperCase(), textX, y + 15);
  ctx.letterSpacing = '0px';
  y += 24;
  ctx.font = `700 28px ${font}`;
  ctx.fillStyle = theme.fg;
  for (const line of heading) {
    ctx.fillText(line, textX, y + 28);
    y += 36;
  }
  y += 4;
  ctx.font = `16px ${font}`;
  ctx.fillStyle = theme.muted;
  for (const line of book) {
    ctx.fillText(line, textX, y + 17);
    y += 24;
  }

  // The six figures, three to a row, as the results screen shows them.
  const { figures } = card;
  const tones = { ok: theme.ok, warning: theme.warning, error: theme.error };
  const cells: { label: string; value: string; unit: string; colour: string }[] = [
    { label: 'Speed', value: String(Math.round(figures.wpm)), unit: 'wpm', colour: theme.fg },
    { label: 'Raw Speed', value: String(Math.round(figures.raw)), unit: 'wpm', colour: theme.fg },
    {
      label: 'Accuracy',
      value: String(Math.round(figures.acc)),
      unit: '%',
      colour: tones[accuracyTone(figures.acc)],
    },
    {
      label: 'Consistency',
      value: String(Math.round(figures.con)),
      unit: '%',
      colour: tones[consistencyTone(figures.con)],
    },
    { label: 'Typing Time', value: formatDuration(figures.timeMs), unit: '', colour: theme.fg },
    { label: 'Characters', value: figures.typed.toLocaleString('en'), unit: '', colour: theme.fg },
  ];
  const gridTop = PAD + COVER.height + 24;
  const cellWidth = (CARD_WIDTH - 2 * PAD - 2 * GAP) / 3;
  cells.forEach((cell, i) => {
    const x = PAD + (i % 3) * (cellWidth + GAP);
    const top = gridTop + Math.floor(i / 3) * (CELL_HEIGHT + GAP);
    ctx.fillStyle = theme.surface;
    roundedRect(ctx, x, top, cellWidth, CELL_HEIGHT, 8);
    ctx.fill();
    ctx.font = `13.6px ${font}`;
    ctx.fillStyle = theme.muted;
    ctx.fillText(cell.label, x + 16, top + 28);
    ctx.font = `600 25.6px ${font}`;
    ctx.fillStyle = cell.colour;
    ctx.fillText(cell.value, x + 16, top + 62);
    if (cell.unit) {
      const after = x + 16 + ctx.measureText(cell.value).width;
      ctx.font = `14.4px ${font}`;
      ctx.fillStyle = theme.muted;
      ctx.fillText(` ${cell.unit}`, after, top + 62);
    }
  });

  const chartTop = gridTop + 2 * CELL_HEIGHT + GAP + 24;
  if (card.points.length > 0)
    drawChart(ctx, card.points, { x: PAD, y: chartTop, w: CARD_WIDTH - 2 * PAD, h: CHART_HEIGHT }, theme);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The share picture could not be drawn.'))),
      'image/png',
    ),
  );
}
