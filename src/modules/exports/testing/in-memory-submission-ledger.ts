import type { AcceptInput, SubmissionLedger, SubmissionRecord, SubmissionStatus } from '../../submissions/submission-ledger.port';

/** The submissions ledger in memory, for unit tests of code that reads or marks it. */
export class InMemorySubmissionLedger implements SubmissionLedger {
  readonly records = new Map<string, SubmissionRecord>();

  async accept(input: AcceptInput, now: Date): Promise<{ record: SubmissionRecord; created: boolean }> {
    const existing = this.records.get(input.id);
    if (existing) return { record: { ...existing }, created: false };
    const record: SubmissionRecord = {
      ...input,
      status: 'pending',
      attempts: 0,
      createdAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + 604_800,
    };
    this.records.set(record.id, record);
    return { record: { ...record }, created: true };
  }

  async get(id: string): Promise<SubmissionRecord | undefined> {
    const record = this.records.get(id);
    return record && { ...record };
  }

  async due(now: Date, limit: number): Promise<SubmissionRecord[]> {
    return this.sorted((record) => record.status === 'pending' && record.nextAttemptAt <= now.toISOString()).slice(0, limit);
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    this.update(id, { status: 'delivered', deliveredAt: at.toISOString() });
  }

  async markFailed(id: string, failure: { error: string; nextAttemptAt: Date; park: boolean }): Promise<void> {
    const record = this.records.get(id);
    if (!record) return;
    this.update(id, {
      attempts: record.attempts + 1,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt.toISOString(),
      status: failure.park ? 'parked' : 'pending',
    });
  }

  async list(status: SubmissionStatus, limit: number): Promise<SubmissionRecord[]> {
    return this.sorted((record) => record.status === status).slice(0, limit);
  }

  async replay(id: string, now: Date): Promise<SubmissionRecord | undefined> {
    const record = this.records.get(id);
    if (!record || record.status !== 'parked') return undefined;
    this.update(id, { status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() });
    return this.get(id);
  }

  async unexported(kinds: SubmissionRecord['kind'][], from: Date, to: Date): Promise<SubmissionRecord[]> {
    return this.sorted(
      (record) => kinds.includes(record.kind) && record.createdAt >= from.toISOString() && record.createdAt < to.toISOString() && !record.exportedAt,
    );
  }

  async markExported(ids: string[], file: string, at: Date): Promise<void> {
    for (const id of ids) this.update(id, { exportedAt: at.toISOString(), exportFile: file });
  }

  async purgeExpired(now: Date): Promise<number> {
    const expired = [...this.records.values()].filter((record) => record.status !== 'pending' && record.expiresAt < now.getTime() / 1000);
    for (const record of expired) this.records.delete(record.id);
    return expired.length;
  }

  private update(id: string, change: Partial<SubmissionRecord>): void {
    const record = this.records.get(id);
    if (record) this.records.set(id, { ...record, ...change });
  }

  private sorted(keep: (record: SubmissionRecord) => boolean): SubmissionRecord[] {
    return [...this.records.values()].filter(keep).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((record) => ({ ...record }));
  }
}
