import { expect, type Page } from "@playwright/test"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { codeInSms } from "#core/otp/messages.ts"

/**
 * Reading what the server sent, through the test-control outbox (TEST_CONTROL=1, ADR 006): the
 * SMS codes and reset e-mails a member would read on their phone or in their inbox.
 */
export class Inbox {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  /** Messages to `recipient` (+91… for SMS, the address for e-mail), oldest first. */
  async messagesTo(recipient: string): Promise<ReadonlyArray<OutboxMessage>> {
    const answer = await this.page.request.get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`)
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { data: ReadonlyArray<OutboxMessage> }).data
  }

  /** Waits for the `nth` message (1-based) to `recipient` and returns it. */
  async nthMessageTo(recipient: string, nth: number): Promise<OutboxMessage> {
    await expect.poll(async () => (await this.messagesTo(recipient)).length).toBeGreaterThanOrEqual(nth)
    return (await this.messagesTo(recipient))[nth - 1]!
  }

  /** The code in the `nth` SMS to a 10-digit Indian number. */
  async otpFor(phone: string, nth = 1): Promise<string> {
    const sms = await this.nthMessageTo(`+91${phone}`, nth)
    const code = codeInSms(sms.body)
    expect(code, sms.body).toBeDefined()
    return code!
  }

  /** The reset link of the `nth` e-mail to `email`, as a path on this site. */
  async resetLinkFor(email: string, nth = 1): Promise<string> {
    const mail = await this.nthMessageTo(email, nth)
    const link = /https?:\/\/\S+\/forgot-password\/\?token=[\w-]+/.exec(mail.body)?.[0]
    expect(link, mail.body).toBeDefined()
    const url = new URL(link!)
    return url.pathname + url.search
  }
}
