/** The outcome of storing one address; backends never throw past this boundary. */
export type InsertResult = { status: 'ok' } | { status: 'duplicate' } | { status: 'failed'; cause: unknown };

/** Where subscribers go. The action knows only this, never which backend is in use. */
export interface SubscriberStore {
  /** For logs: which backend answered. */
  readonly description: string;
  insert(email: string): Promise<InsertResult>;
}
