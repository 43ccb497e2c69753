// Runs SQL the way PostgREST and Supabase's Storage API do: in a transaction
// switched to the role the JWT names, with its claims set for `auth.uid()`,
// so row level security decides exactly as it would in production.
export async function asClaims(pool, claims, fn) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
