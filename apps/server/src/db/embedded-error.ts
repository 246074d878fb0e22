/** A failure of the embedded PostgreSQL, with a message that says what to do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}
