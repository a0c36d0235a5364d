import { finishedAt, type Job } from './job'

/**
 * Research jobs in memory, at most `limit` of them. When a new job arrives at the limit, the
 * oldest finished job is forgotten (its view no longer changes, so a client has had it in full);
 * only when every job held is still running is the oldest running one forgotten, so the bound
 * holds under any flood of questions. A forgotten token answers 404 like an unknown one: the
 * interface lets a token expire.
 */
export class JobStore {
  // Insertion order is the order jobs were asked in: the first entries are the oldest.
  private readonly jobs = new Map<string, Job>()

  constructor(
    readonly limit: number,
    private readonly stepMs: number,
  ) {}

  get size(): number {
    return this.jobs.size
  }

  get(token: string): Job | undefined {
    return this.jobs.get(token)
  }

  add(job: Job, now: Date): void {
    if (this.jobs.size >= this.limit) this.forgetOne(now)
    this.jobs.set(job.token, job)
  }

  private forgetOne(now: Date): void {
    let oldest: string | undefined
    for (const [token, job] of this.jobs) {
      oldest ??= token
      if (finishedAt(job, this.stepMs).getTime() <= now.getTime()) {
        this.jobs.delete(token)
        return
      }
    }
    if (oldest !== undefined) this.jobs.delete(oldest)
  }
}
