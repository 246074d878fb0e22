/** Who does something: the signed-in user, as state changes and audit rows record them. */
export type Actor = { id: string; email: string };
