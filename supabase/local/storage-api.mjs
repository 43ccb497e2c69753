// The Storage endpoints supabase-js calls for private books (03 §7), for
// development and tests only: production uses Supabase's Storage. Like the
// real service, object rows live in `storage.objects` and are written and
// read as the caller's role, so the storage policies of the migrations decide
// every request; the bytes are files in the stack's data folder.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { asClaims } from './as-claims.mjs';
import { HttpError, readBody, readJson, sendJson } from './http.mjs';

const fail = (status, error, message) =>
  new HttpError(status, { statusCode: String(status), error, message });

/** A storage error from PostgreSQL, in Storage's words. */
function storageError(error) {
  if (error instanceof HttpError) return error;
  if (error.code === '42501') return fail(403, 'Unauthorized', 'new row violates row-level security policy');
  if (error.code === '23505') return fail(409, 'Duplicate', 'The resource already exists');
  if (error.code === '23503') return fail(404, 'Bucket not found', 'Bucket not found');
  return error;
}

function safePath(path) {
  const parts = path.split('/');
  if (path === '' || parts.some((part) => part === '' || part === '.' || part === '..'))
    throw fail(400, 'Invalid key', `Invalid key: ${path}`);
  return path;
}

export function createStorageApi({ pool, dataDir }) {
  const fileOf = (bucket, name) => join(dataDir, 'storage', safePath(bucket), safePath(name));

  const bucketJson = (row) => ({
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit,
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  async function upload(req, res, claims, bucket, name) {
    const type = req.headers['content-type'] ?? 'application/octet-stream';
    let bytes = await readBody(req);
    let contentType = type;
    let cacheControl = req.headers['cache-control'] ?? 'no-cache';
    if (type.startsWith('multipart/form-data')) {
      // Browsers send a Blob as a form: cacheControl, then the file under an empty name.
      const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
      const file = [...form.values()].find((value) => typeof value !== 'string');
      if (!file) throw fail(400, 'Invalid body', 'No file in the form');
      bytes = Buffer.from(await file.arrayBuffer());
      contentType = file.type || 'application/octet-stream';
      cacheControl = `max-age=${form.get('cacheControl') ?? 3600}`;
    }
    const upsert = req.headers['x-upsert'] === 'true';
    const metadata = { size: bytes.length, mimetype: contentType, cacheControl };
    const row = await asClaims(pool, claims, async (client) => {
      const bucketRow = (
        await client.query('select allowed_mime_types from storage.buckets where id = $1', [bucket])
      ).rows[0];
      if (!bucketRow) throw fail(404, 'Bucket not found', 'Bucket not found');
      const allowed = bucketRow.allowed_mime_types;
      if (allowed?.length && !allowed.includes(contentType))
        throw fail(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
      const result = await client.query(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''}
         returning id`,
        [bucket, name, claims.sub ?? null, metadata],
      );
      if (result.rows.length === 0)
        throw fail(403, 'Unauthorized', 'new row violates row-level security policy');
      const file = fileOf(bucket, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      return result.rows[0];
    });
    sendJson(res, 200, { Key: `${bucket}/${name}`, Id: row.id });
  }

  async function download(res, claims, bucket, name) {
    const row = await asClaims(
      pool,
      claims,
      async (client) =>
        (
          await client.query('select metadata from storage.objects where bucket_id = $1 and name = $2', [
            bucket,
            name,
          ])
        ).rows[0],
    );
    if (!row) throw fail(404, 'not_found', 'Object not found');
    const bytes = readFileSync(fileOf(bucket, name));
    res.writeHead(200, {
      'content-type': row.metadata?.mimetype ?? 'application/octet-stream',
      'content-length': bytes.length,
      'cache-control': row.metadata?.cacheControl ?? 'no-cache',
    });
    res.end(bytes);
  }

  async function list(req, res, claims, bucket) {
    const body = await readJson(req);
    const prefix = String(body.prefix ?? '').replace(/\/+$/, '');
    const limit = Math.min(Number(body.limit ?? 100), 1000);
    const offset = Number(body.offset ?? 0);
    const column = ['name', 'created_at', 'updated_at'].includes(body.sortBy?.column)
      ? body.sortBy.column
      : 'name';
    const order = body.sortBy?.order === 'desc' ? 'desc' : 'asc';
    const rows = await asClaims(
      pool,
      claims,
      async (client) =>
        (
          await client.query(
            `select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects
           where bucket_id = $1 and ($2 = '' or name like $2 || '/%') and name ilike '%' || $3 || '%'
           order by ${column} ${order} limit $4 offset $5`,
            [bucket, prefix, String(body.search ?? ''), limit, offset],
          )
        ).rows,
    );
    // Each name relative to the prefix; deeper objects show as their first folder.
    const seen = new Set();
    const entries = [];
    for (const row of rows) {
      const rest = prefix ? row.name.slice(prefix.length + 1) : row.name;
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        if (!seen.has(folder))
          entries.push({ name: folder, id: null, updated_at: null, created_at: null, metadata: null });
        seen.add(folder);
      } else entries.push({ ...row, name: rest });
    }
    sendJson(res, 200, entries);
  }

  return async function handleStorage(req, res, path, claims) {
    try {
      const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts[0] === 'bucket') {
        if (req.method === 'GET' && parts.length === 1) {
          const rows = await asClaims(
            pool,
            claims,
            async (client) => (await client.query('select * from storage.buckets order by name')).rows,
          );
          return sendJson(res, 200, rows.map(bucketJson));
        }
        if (req.method === 'GET' && parts.length === 2) {
          const row = await asClaims(
            pool,
            claims,
            async (client) =>
              (await client.query('select * from storage.buckets where id = $1', [parts[1]])).rows[0],
          );
          if (!row) throw fail(404, 'Bucket not found', 'Bucket not found');
          return sendJson(res, 200, bucketJson(row));
        }
        if (req.method === 'POST' && parts.length === 1) {
          const body = await readJson(req);
          const id = String(body.id ?? body.name ?? '');
          await asClaims(pool, claims, (client) =>
            client.query(
              `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
               values ($1, $2, $3, $4, $5, $6)`,
              [
                id,
                String(body.name ?? id),
                claims.sub ?? null,
                body.public === true,
                body.file_size_limit ?? null,
                body.allowed_mime_types ?? null,
              ],
            ),
          );
          return sendJson(res, 200, { name: id });
        }
      }
      if (parts[0] === 'object') {
        if (req.method === 'POST' && parts[1] === 'list' && parts.length === 3)
          return await list(req, res, claims, parts[2]);
        const rest = parts[1] === 'authenticated' ? parts.slice(2) : parts.slice(1);
        const [bucket, ...name] = rest;
        if (bucket && name.length > 0) {
          const key = safePath(name.join('/'));
          if (req.method === 'POST') return await upload(req, res, claims, bucket, key);
          if (req.method === 'GET') return await download(res, claims, bucket, key);
          if (req.method === 'PUT') throw fail(403, 'Unauthorized', 'Objects are never overwritten');
        }
      }
      throw fail(404, 'not_found', `No storage endpoint ${req.method} ${path}`);
    } catch (error) {
      throw storageError(error);
    }
  };
}
