// Issue 22 item 5, the lists moved from in-memory paging to keyset paging in SQL: one page
// (limit=50), the page after it (its X-Next-Cursor) and the whole unpaged list, for the largest
// of them on the seeded data. Before the move a page cost about what the whole list costs (the
// list was read and built whole, then sliced); after it, a page reads limit + 1 rows.
// Called by paging.ts (BENCH_ONLY_LISTS=1 skips the loan-page part):
//   BENCH_LOANS=10000 BENCH_ONLY_LISTS=1 node --import tsx apps/server/bench/paging.ts
type Auth = Record<string, string>;

const TIMES = Number(process.env.BENCH_LIST_TIMES ?? 5);

/** Median and first of `TIMES` calls; the answer's rows and next cursor. */
const time = async (url: string, headers: Auth) => {
  const ms: number[] = [];
  let rows = 0;
  let cursor: string | null = null;
  for (let i = 0; i < TIMES; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as unknown[];
    ms.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    rows = body.length;
    cursor = response.headers.get('x-next-cursor');
  }
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    first_ms: Math.round(ms[0]!),
    median_ms: Math.round(sorted[Math.floor(TIMES / 2)]!),
    rows,
    cursor,
  };
};

const login = async (base: string, email: string): Promise<Auth> => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
};

/** The rows of the table: each list whole, its first page and its next page. */
export const timeLists = async (base: string, admin: Auth): Promise<Record<string, unknown>[]> => {
  const broker = await login(base, 'broker@example.com');
  const loanPage = (await (await fetch(`${base}/api/loan/page?limit=1`, { headers: admin })).json()) as {
    loans: Array<{ id: string }>;
  };
  const [brokerLoan] = (await (
    await fetch(`${base}/api/broker/all?limit=1`, { headers: broker })
  ).json()) as Array<{
    id: string;
  }>;
  const lists: Array<[string, string, Auth]> = [
    ['GET /api/activity/all', '/api/activity/all', admin],
    ['GET /api/activity/all?status=todo', '/api/activity/all?status=todo', admin],
    ["GET /api/activity/loan/{id}/all (a loan's)", `/api/activity/loan/${loanPage.loans[0]!.id}/all`, admin],
    ["GET /api/broker/all (the demo broker's loans)", '/api/broker/all', broker],
    ['GET /api/broker/loan/{id}/activities', `/api/broker/loan/${brokerLoan!.id}/activities`, broker],
    ['GET /api/leads', '/api/leads', admin],
    ['GET /api/user/staff', '/api/user/staff', admin],
  ];
  const rows: Record<string, unknown>[] = [];
  for (const [what, url, headers] of lists) {
    const join = url.includes('?') ? '&' : '?';
    const whole = await time(`${base}${url}`, headers);
    const first = await time(`${base}${url}${join}limit=50`, headers);
    const next = first.cursor
      ? await time(`${base}${url}${join}limit=50&cursor=${encodeURIComponent(first.cursor)}`, headers)
      : null;
    rows.push({
      what,
      whole_rows: whole.rows,
      whole_median_ms: whole.median_ms,
      page_first_ms: first.first_ms,
      page_median_ms: first.median_ms,
      next_page_median_ms: next?.median_ms ?? null,
    });
  }
  return rows;
};
