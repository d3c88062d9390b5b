import type { Language } from '@samaj/shared/i18n/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index.ts';
import { backgroundTasks } from '../../lib/background-tasks.ts';
import { maskPhone } from './phone.ts';

export type OtpPurpose = 'signup' | 'reset';

/**
 * Where one-time codes go, in the language of the member who reads them (AuthService.requestOtp chooses it).
 * Implementations must not throw for an unreachable member; they log.
 */
export interface OtpSender {
  sendCode(phoneNumber: string, code: string, purpose: OtpPurpose, language: Language): Promise<void>;
  /** Told instead of a code when someone asks to sign up with a registered number. */
  sendAlreadyRegistered(phoneNumber: string, language: Language): Promise<void>;
}

/** Development: one log line with the E.164 phone and the code. */
export class ConsoleOtpSender implements OtpSender {
  private readonly log: FastifyBaseLogger;
  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }
  async sendCode(phoneNumber: string, code: string, purpose: OtpPurpose, language: Language) {
    // The message's words are what e2e/fixtures.ts and the cluster test read the code from; the language beside them.
    this.log.warn({ language }, `OTP for ${phoneNumber} (${purpose}): ${code}`);
  }
  async sendAlreadyRegistered(phoneNumber: string, language: Language) {
    this.log.warn({ language }, `OTP not sent to ${phoneNumber}: the number is already registered (member told so)`);
  }
}

/**
 * WhatsApp Cloud API: the code goes as an authentication template whose body parameter and
 * copy-code button both carry it (Meta's required shape for authentication templates). Each language has its
 * templates and language code (config `otp.whatsapp.templates`: by default the same names, `en` and `hi`).
 */
export class WhatsAppOtpSender implements OtpSender {
  private readonly settings: Config['otp']['whatsapp'];
  private readonly log: Pick<FastifyBaseLogger, 'error'>;
  constructor(settings: Config['otp']['whatsapp'], log: Pick<FastifyBaseLogger, 'error'>) {
    this.settings = settings;
    this.log = log;
  }

  async sendCode(phoneNumber: string, code: string, _purpose: OtpPurpose, language: Language) {
    const templates = this.settings.templates[language];
    await this.send(phoneNumber, {
      name: templates.otp,
      language: { code: templates.languageCode },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    });
  }

  async sendAlreadyRegistered(phoneNumber: string, language: Language) {
    const templates = this.settings.templates[language];
    await this.send(phoneNumber, { name: templates.notice, language: { code: templates.languageCode } });
  }

  private send(phoneNumber: string, template: Record<string, unknown>) {
    return backgroundTasks.track('whatsapp_send', () => this.post(phoneNumber, template));
  }

  private async post(phoneNumber: string, template: Record<string, unknown>) {
    const url = `${this.settings.apiUrl.replace(/\/$/, '')}/${this.settings.phoneNumberId}/messages`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: phoneNumber.replace(/^\+/, ''),
          type: 'template',
          template,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        this.log.error(
          { status: response.status, to: maskPhone(phoneNumber), body: (await response.text()).slice(0, 500) },
          'WhatsApp send failed',
        );
      }
    } catch (error) {
      this.log.error({ err: error, to: maskPhone(phoneNumber) }, 'WhatsApp unreachable');
    }
  }
}

export function createOtpSender(config: Config, log: FastifyBaseLogger): OtpSender {
  return config.otp.provider === 'whatsapp'
    ? new WhatsAppOtpSender(config.otp.whatsapp, log)
    : new ConsoleOtpSender(log);
}

/**
 * Sends without making the request wait: a public auth call then answers in the same time whether a code, a notice
 * or nothing was sent (no enumeration by timing), and a slow WhatsApp never holds a request.
 */
export class BackgroundOtpSender {
  private readonly sender: OtpSender;
  private readonly log: FastifyBaseLogger;
  private readonly pending = new Set<Promise<void>>();

  constructor(sender: OtpSender, log: FastifyBaseLogger) {
    this.sender = sender;
    this.log = log;
  }

  sendCode(phoneNumber: string, code: string, purpose: OtpPurpose, language: Language): void {
    this.start(phoneNumber, () => this.sender.sendCode(phoneNumber, code, purpose, language));
  }

  sendAlreadyRegistered(phoneNumber: string, language: Language): void {
    this.start(phoneNumber, () => this.sender.sendAlreadyRegistered(phoneNumber, language));
  }

  /** On shutdown: lets sends under way finish, for at most `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    if (this.pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.pending),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  private start(phoneNumber: string, send: () => Promise<void>) {
    const sending = (async () => {
      try {
        await send();
      } catch (error) {
        this.log.error({ err: error, to: maskPhone(phoneNumber) }, 'OTP send failed');
      }
    })().finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }
}
