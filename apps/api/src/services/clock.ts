/** Timestamps are stored as ISO 8601 text in UTC, the same on SQLite and PostgreSQL. */
export function isoNow(): string {
  return new Date().toISOString();
}
