// Small HTTP helpers shared by the local development server's endpoints.

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function readJson(req) {
  const body = await readBody(req);
  if (body.length === 0) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  return JSON.parse(body.toString('utf8'));
}

export function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function redirect(res, location) {
  res.writeHead(303, { location });
  res.end();
}

export function bearer(req) {
  const header = req.headers.authorization ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
}

export class HttpError extends Error {
  constructor(status, body) {
    super(body.msg ?? body.message ?? 'error');
    this.status = status;
    this.body = body;
  }
}
