/** Runs once per `vitest run`: says why the PostgreSQL runs of the data-layer suites are skipped. */
export default function setup(): void {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    console.info(
      '[api tests] PostgreSQL runs skipped: TEST_DATABASE_URL is not set ' +
        '(e.g. postgres://postgres@127.0.0.1:55432/territorio_test). SQLite runs always.',
    );
  } else {
    console.info('[api tests] Data-layer suites also run on PostgreSQL (TEST_DATABASE_URL).');
  }
}
