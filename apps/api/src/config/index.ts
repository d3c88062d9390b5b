import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@samaj/shared/i18n/language';
import { z } from 'zod';
import { normalizePhone } from '../modules/auth/phone.ts';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  OTP_PROVIDER: z.enum(['console', 'whatsapp']).optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_OTP_TEMPLATE: z.string().default('samaj_otp'),
  WHATSAPP_NOTICE_TEMPLATE: z.string().default('samaj_already_registered'),
  /** The English translation's language code in WhatsApp Manager (`en`, `en_US`, `en_GB` …). */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  /** Hindi: the same templates' Hindi translation unless other names are given. */
  WHATSAPP_OTP_TEMPLATE_HI: z.string().optional(),
  WHATSAPP_NOTICE_TEMPLATE_HI: z.string().optional(),
  WHATSAPP_TEMPLATE_LANGUAGE_HI: z.string().default('hi'),
  MEDIA_DIR: z.string().optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  MEDIA_PRIVATE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 60 * 60)
    .default(15 * 60),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  RATE_LIMIT_MEMBER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).default(1000),
  RATE_LIMIT_REFRESH_PER_IP_PER_15_MIN: z.coerce.number().int().min(1).default(20_000),
  LOGIN_FAILURES_PER_PHONE_AND_IP_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_PHONE_PER_15_MIN: z.coerce.number().int().min(1).default(50),
  OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN: z.coerce.number().int().min(1).default(3),
  OTP_SENDS_PER_PHONE_AND_IP_PER_DAY: z.coerce.number().int().min(1).default(5),
  OTP_SENDS_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).default(10),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(300),
  SEED_DEMO: booleanFromEnv.default(true),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(40_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
  ADMIN_PHONE_NUMBERS: z.string().default(''),
  PHONE_HASH_SECRET: z.string().min(32, 'PHONE_HASH_SECRET must be at least 32 characters').optional(),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.string().trim().email().default('grievance@samaj.example'),
  GRIEVANCE_OFFICER_PHONE: z.string().trim().min(1).optional(),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(1).optional(),
  OPERATOR_NAME: z.string().trim().min(1).default('Samaj'),
  OPERATOR_EMAIL: z.string().trim().email().default('privacy@samaj.example'),
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  RATE_LIMIT_GRIEVANCES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CHAT_NEW_CONVERSATIONS_PER_DAY: z.coerce.number().int().min(1).default(20),
  CHAT_SPAM_REPORTS_TO_HOLD: z.coerce.number().int().min(1).default(3),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  PUSH_ALLOWED_HOSTS: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** One language's WhatsApp templates: the code template, the "already registered" notice, and their language code. */
export interface WhatsAppTemplates {
  otp: string;
  notice: string;
  languageCode: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  otp: {
    provider: 'console' | 'whatsapp';
    whatsapp: {
      apiUrl: string;
      phoneNumberId: string | undefined;
      accessToken: string | undefined;
      /** Per interface language: the templates' names and the language code of their translation. */
      templates: Record<Language, WhatsAppTemplates>;
    };
  };
  media: {
    dir: string;
    maxBytes: number;
    store: 'local' | 's3';
    /** Where browsers load public images from (a CDN in front of the bucket's `public/` keys); the API otherwise. */
    publicUrl: string | undefined;
    /** How long a link to a private photo (marriage photos) works at least. */
    privateUrlTtlSeconds: number;
    s3: S3Config | undefined;
  };
  webDistDir: string | undefined;
  trustProxy: boolean;
  rateLimit: {
    enabled: boolean;
    memberPerMinute: number;
    authPerIpPer15Min: number;
    refreshPerIpPer15Min: number;
    loginFailuresPerPhoneAndIpPer15Min: number;
    loginFailuresPerPhonePer15Min: number;
    otpSendsPerPhoneAndIpPer15Min: number;
    otpSendsPerPhoneAndIpPerDay: number;
    otpSendsPerPhonePerDay: number;
    otpSendsPerIpPerHour: number;
  };
  seedDemo: boolean;
  /** `npm run backup` writes archives to `dir`; with the embedded database the server also does so daily. */
  backup: { dir: string | undefined; keep: number };
  /** `/metrics` on its own port, or on the main port behind a bearer token; neither set: not exposed. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** How long a slow or stalled client may hold a connection (apps/api/src/app.ts applies them). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; idleTimeoutMs: number; keepAliveTimeoutMs: number };
  account: {
    /** Who runs the service, as the Terms and Privacy Policy name them. */
    operator: { name: string; email: string; address: string | null };
    /** Days between "Delete my account" and the erasure (0: at once). */
    deletionGraceDays: number;
  };
  moderation: {
    /** E.164 numbers made admins at signup and at every start. */
    adminPhoneNumbers: string[];
    /** Key of the banned phone numbers' hashes. */
    phoneHashSecret: string;
    grievanceOfficer: { name: string; email: string; phone: string | null; address: string | null };
    grievancesPerIpPerHour: number;
    /** Conversations a member may start per 24 hours with members they have not talked to (accepted interests aside). */
    newConversationsPerDay: number;
    /** Open spam reports from this many members hold a member's new conversations until a moderator decides. */
    spamReportsToHold: number;
  };
  push: {
    /** The VAPID key pair that signs every push (RFC 8292); unset in production without VAPID_*: push is off. */
    vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
    /** Host names a subscription's endpoint may have (`*.example.com` covers its subdomains). */
    allowedHosts: string[];
  };
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the AWS SDK's own chain applies (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

function s3Config(env: Env): S3Config | undefined {
  if (env.MEDIA_STORE !== 's3') return undefined;
  if (!env.S3_BUCKET) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT unless it is AWS).');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.');
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The push services of the browsers members use; a subscription may point nowhere else. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/** A VAPID key pair kept in DATA_DIR, made once, so subscriptions survive restarts (development only). */
function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.secret');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function pushConfig(env: Env, generate: boolean, dataDir: string): Config['push'] {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  }
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : generate
        ? developmentVapidKeys(dataDir)
        : undefined;
  return {
    vapid: keys && { ...keys, subject: env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}` },
    allowedHosts: env.PUSH_ALLOWED_HOSTS
      ? env.PUSH_ALLOWED_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_HOSTS,
  };
}

/** Reads a development secret from DATA_DIR, creating it once so restarts keep sessions valid. */
function developmentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface LoadOptions {
  /**
   * Create the development secrets (JWT, VAPID) in DATA_DIR when the environment sets none (default: outside
   * production). Backup and restore say no: a restore needs the folder untouched, and neither signs anything.
   */
  generateSecrets?: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is required in production (at least 32 random characters).');
  }
  if (isProduction && !env.OTP_PROVIDER) {
    throw new ConfigError('OTP_PROVIDER is required in production: "whatsapp", or "console" to log codes on purpose.');
  }
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (headers are part of the request).',
    );
  }
  const otpProvider = env.OTP_PROVIDER ?? 'console';
  if (otpProvider === 'whatsapp' && (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN)) {
    throw new ConfigError('OTP_PROVIDER=whatsapp needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN.');
  }

  const generateSecrets = options.generateSecrets ?? !isProduction;
  // Without generated secrets and none set, nothing may be signed: an empty secret makes any signing fail loudly.
  const jwtSecret = env.JWT_SECRET ?? (generateSecrets ? developmentSecret(dataDir, 'jwt') : '');
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    otp: {
      provider: otpProvider,
      whatsapp: {
        apiUrl: env.WHATSAPP_API_URL,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
        accessToken: env.WHATSAPP_ACCESS_TOKEN,
        templates: {
          en: {
            otp: env.WHATSAPP_OTP_TEMPLATE,
            notice: env.WHATSAPP_NOTICE_TEMPLATE,
            languageCode: env.WHATSAPP_TEMPLATE_LANGUAGE,
          },
          hi: {
            otp: env.WHATSAPP_OTP_TEMPLATE_HI ?? env.WHATSAPP_OTP_TEMPLATE,
            notice: env.WHATSAPP_NOTICE_TEMPLATE_HI ?? env.WHATSAPP_NOTICE_TEMPLATE,
            languageCode: env.WHATSAPP_TEMPLATE_LANGUAGE_HI,
          },
        },
      },
    },
    media: {
      dir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
      maxBytes: env.MEDIA_MAX_BYTES,
      store: env.MEDIA_STORE,
      publicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
      privateUrlTtlSeconds: env.MEDIA_PRIVATE_URL_TTL_SECONDS,
      s3: s3Config(env),
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    trustProxy: env.TRUST_PROXY,
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      memberPerMinute: env.RATE_LIMIT_MEMBER_PER_MINUTE,
      authPerIpPer15Min: env.RATE_LIMIT_AUTH_PER_IP_PER_15_MIN,
      refreshPerIpPer15Min: env.RATE_LIMIT_REFRESH_PER_IP_PER_15_MIN,
      loginFailuresPerPhoneAndIpPer15Min: env.LOGIN_FAILURES_PER_PHONE_AND_IP_PER_15_MIN,
      loginFailuresPerPhonePer15Min: env.LOGIN_FAILURES_PER_PHONE_PER_15_MIN,
      otpSendsPerPhoneAndIpPer15Min: env.OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN,
      otpSendsPerPhoneAndIpPerDay: env.OTP_SENDS_PER_PHONE_AND_IP_PER_DAY,
      otpSendsPerPhonePerDay: env.OTP_SENDS_PER_PHONE_PER_DAY,
      otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    },
    seedDemo: env.SEED_DEMO,
    backup: { dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined, keep: env.BACKUP_KEEP },
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    account: {
      operator: { name: env.OPERATOR_NAME, email: env.OPERATOR_EMAIL, address: env.OPERATOR_ADDRESS ?? null },
      deletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
    },
    moderation: {
      adminPhoneNumbers: adminPhoneNumbers(env.ADMIN_PHONE_NUMBERS),
      phoneHashSecret: env.PHONE_HASH_SECRET ?? `${jwtSecret}:banned-phones`,
      grievanceOfficer: {
        name: env.GRIEVANCE_OFFICER_NAME,
        email: env.GRIEVANCE_OFFICER_EMAIL,
        phone: env.GRIEVANCE_OFFICER_PHONE ?? null,
        address: env.GRIEVANCE_OFFICER_ADDRESS ?? null,
      },
      grievancesPerIpPerHour: env.RATE_LIMIT_GRIEVANCES_PER_IP_PER_HOUR,
      newConversationsPerDay: env.CHAT_NEW_CONVERSATIONS_PER_DAY,
      spamReportsToHold: env.CHAT_SPAM_REPORTS_TO_HOLD,
    },
    push: pushConfig(env, generateSecrets, dataDir),
  };
}

/** `ADMIN_PHONE_NUMBERS`: comma-separated, in any common writing (`98765 43210`, `+91-9876543210`). */
function adminPhoneNumbers(list: string): string[] {
  const numbers = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [
    ...new Set(
      numbers.map((entry) => {
        try {
          return normalizePhone(entry);
        } catch {
          throw new ConfigError(`ADMIN_PHONE_NUMBERS: "${entry}" is not a valid phone number.`);
        }
      }),
    ),
  ];
}
