import type { Db } from '../db/index.ts';

/** What a real SMS gateway integration implements. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** Sandbox gateway: messages land in an outbox table the sandbox control API reads. */
export class SandboxSms implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insertInto('sandbox_sms').values({ phone, body: text }).execute();
  }
}
