/** A section of data.json: one value, or rows read page by page. */
export type Section = readonly [name: string, value: unknown | AsyncIterable<unknown>];

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * data.json as text chunks: each section is written as it is read, and a list section row by row, so the document is
 * never whole in memory. Dates come out as ISO 8601 (JSON.stringify does that).
 */
export async function* jsonDocument(sections: readonly Section[]): AsyncGenerator<string> {
  yield '{';
  let first = true;
  for (const [name, value] of sections) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(name)}: `;
    first = false;
    if (!isAsyncIterable(value)) {
      yield JSON.stringify(value ?? null, null, 2).replaceAll('\n', '\n  ');
      continue;
    }
    let count = 0;
    yield '[';
    for await (const item of value) {
      yield `${count === 0 ? '' : ','}\n    ${JSON.stringify(item)}`;
      count += 1;
    }
    yield count === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}

/** Maps each row of an async sequence. */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}
