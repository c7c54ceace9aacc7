import { Injectable } from '@nestjs/common';
import { ExportRunner } from '../exports/runs/export-runner.service';
import type { JobAttempt, JobPayloads } from './job-names';

/** The exports queue's processor (provided by ExportsModule, found by JobQueue when a job comes). */
@Injectable()
export class ExportJob {
  constructor(private readonly runner: ExportRunner) {}

  run(p: JobPayloads['exports'], job: JobAttempt): Promise<void> {
    return p.kind === 'run' ? this.runner.run(p.exportId, job) : this.runner.generate(p.typeId, p.from, p.to, job);
  }
}
