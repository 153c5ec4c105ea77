/** The floor's whole page: a heading and a paragraph, the same on every rung of the ladder. */
export function FloorContent() {
  return (
    <main>
      <h1>Platte River Consulting</h1>
      <p>
        Strategy, operations and technology consulting for organisations across Wyoming and the Mountain West,
        from our office in Casper.
      </p>
    </main>
  );
}

// An empty icon: without one the browser requests /favicon.ico, whose 404 is a console error.
export const metadata = { title: 'Floor', description: 'The framework floor for the benchmarks.', icons: { icon: 'data:,' } };
