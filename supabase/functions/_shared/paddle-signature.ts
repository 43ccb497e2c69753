/**
 * Paddle's webhook signature (Billing API): the `Paddle-Signature` header is
 * `ts=<unix seconds>;h1=<hex HMAC-SHA256 of "<ts>:<raw body>">`, keyed with
 * the notification destination's secret; during a secret rotation several
 * h1 values may be present. Checked on the raw body, before any parsing, with
 * WebCrypto (available in Deno, browsers and Node alike). Deliveries older
 * than the tolerance are refused, as Paddle's own SDK does (5 s), so a
 * captured request cannot be replayed later; Paddle signs every retry anew.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

function parseHeader(header: string): { ts: number; h1: string[] } | null {
  let ts = Number.NaN;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 'ts') ts = Number(value);
    else if (key === 'h1' && value) h1.push(value.toLowerCase());
  }
  return Number.isInteger(ts) && h1.length > 0 ? { ts, h1 } : null;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares without an early exit, so timing does not reveal how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Whether `header` signs `rawBody` with `secret`, at most `tolerance` seconds before `nowMs`. */
export async function verifyPaddleSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  nowMs: number,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): Promise<boolean> {
  if (!header || !secret) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  if (Math.abs(nowMs / 1000 - parsed.ts) > tolerance) return false;
  const expected = await hmacHex(secret, `${parsed.ts}:${rawBody}`);
  return parsed.h1.some((candidate) => sameText(candidate, expected));
}
