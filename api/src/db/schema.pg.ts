// Every entity of SPEC §4 in PostgreSQL: the same tables, columns, constraints and indexes as
// schema.sqlite.ts (schema-parity.test.ts compares the migrated databases). Money columns are
// 64-bit (bigint, read as numbers: every amount stays below 2^53 micro-units). Token and dollar amounts are integer micro-units (columns *_micro);
// times are ISO-8601 UTC text so they sort as text and read well in the database.
import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** stored lowercased: unique, case-insensitive */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    payoutAddress: text('payout_address'),
    passwordHash: text('password_hash').notNull(),
    /** cache of the sum of the user's ledger, changed only together with a ledger entry */
    balanceMicro: bigint('balance_micro', { mode: 'number' }).notNull().default(0),
    /** sum of the user's bonus ledger entries */
    bonusMicro: bigint('bonus_micro', { mode: 'number' }).notNull().default(0),
    /** sum of usd_value of the user's approved orders (leaderboard, total investment) */
    depositUsdMicro: bigint('deposit_usd_micro', { mode: 'number' }).notNull().default(0),
    /**
     * sum of the user's purchase, bonus and admin_credit ledger entries: the tokens bought, which
     * decide the status level (withdrawals and prizes leave it alone, so delivery never demotes)
     */
    purchasedMicro: bigint('purchased_micro', { mode: 'number' }).notNull().default(0),
    createdAt: text('created_at').notNull(),
    /** when the buyer followed the link sent to `email`; null until then */
    emailVerifiedAt: text('email_verified_at'),
    /** the language of the buyer's e-mails ('en' | 'ru'): chosen on the site, else the browser's at registration */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_deposit_idx').on(t.depositUsdMicro),
    index('users_created_idx').on(t.createdAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner | operator | support (shared/src/permissions.ts says what each may do) */
    role: text('role', { enum: ['owner', 'operator', 'support'] })
      .notNull()
      .default('owner'),
    /** set while the account is disabled: no sign-in, no session */
    disabledAt: text('disabled_at'),
    /** 1 after an invitation or a reset: the temporary password must be replaced before anything else */
    mustChangePassword: integer('must_change_password').notNull().default(0),
    /** TOTP secret (AES-256-GCM, key from configuration) once enrolment is confirmed */
    totpSecret: text('totp_secret'),
    /** the secret shown during enrolment, until a first code confirms it */
    totpPendingSecret: text('totp_pending_secret'),
    /** the last 30-second step a code was accepted for: a code is never accepted twice */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** JSON: salt and the SHA-256 hashes of the unused recovery codes */
    recoveryCodes: text('recovery_codes'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('admins_login_unique').on(t.login)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token; the token itself is never stored */
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** 'active', or 'second_factor' for the few minutes between password and code */
    state: text('state', { enum: ['active', 'second_factor'] })
      .notNull()
      .default('active'),
    /** last request made with the session (idle expiry of administrator sessions) */
    lastSeenAt: text('last_seen_at'),
    /** where and with what it was opened, for the list of active sessions */
    ip: text('ip'),
    /** the browser that signed in (User-Agent, cut to 200 characters), shown in the buyer's session list */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_admin_idx').on(t.adminId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_owner', sql`(${t.kind} = 'user' AND ${t.userId} IS NOT NULL) OR (${t.kind} = 'admin' AND ${t.adminId} IS NOT NULL)`),
  ],
);

export const cryptos = pgTable(
  'cryptos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    currency: text('currency').notNull(),
    fullName: text('full_name').notNull(),
    /** tokens per 1 unit of the currency */
    rateMicro: bigint('rate_micro', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    priceId: text('price_id').notNull(),
    /** 'bitcoin', 'evm:<chainId>', or 'manual' (no watcher: an administrator approves by hand) */
    network: text('network').notNull().default('manual'),
    /** base units per unit are 10^decimals (8 for bitcoin, 18 for ether, 6 for most USDT) */
    decimals: integer('decimals').notNull().default(6),
    /** the ERC-20 contract (lowercase) when the currency is a token on an EVM network */
    tokenContract: text('token_contract'),
    /** confirmations a payment needs before it is credited */
    confirmations: integer('confirmations').notNull().default(1),
    /** link to a transaction on a block explorer, '{tx}' replaced by the hash; empty for none */
    explorerTxUrl: text('explorer_tx_url').notNull().default(''),
    /** 'derived': a new address per order from `xpub`; 'fixed': `address`, the buyer gives the hash */
    receiveMode: text('receive_mode', { enum: ['fixed', 'derived'] })
      .notNull()
      .default('fixed'),
    /** extended public key the per-order addresses derive from (never a private key) */
    xpub: text('xpub'),
    /** the next derivation index; an index is taken by one order and never given again */
    nextIndex: integer('next_index').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cryptos_currency_unique').on(t.currency),
    check('cryptos_receive_mode', sql`${t.receiveMode} IN ('fixed', 'derived')`),
  ],
);

export const mainCurrency = pgTable(
  'main_currency',
  {
    id: integer('id').primaryKey(),
    /** dollars per token */
    valueMicro: bigint('value_micro', { mode: 'number' }).notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [check('main_currency_single', sql`${t.id} = 1`), check('main_currency_positive', sql`${t.valueMicro} > 0`)],
);

export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    /** the settings record of SPEC §2 as JSON, validated by the shared schema on every write */
    data: text('data').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [check('settings_single', sql`${t.id} = 1`)],
);

export const statusLevels = pgTable('status_levels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  lvl: text('lvl').notNull(),
  tokens: bigint('tokens', { mode: 'number' }).notNull(),
  bonus: doublePrecision('bonus').notNull(),
  descr: text('descr').notNull(),
  /** the name and the perks in other languages than the issuer's, as JSON: {"ru": "…"} */
  lvlI18n: text('lvl_i18n').notNull().default('{}'),
  descrI18n: text('descr_i18n').notNull().default('{}'),
});

export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderToken: text('order_token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cryptoToTransfer: text('crypto_to_transfer').notNull(),
    amountToTransferMicro: bigint('amount_to_transfer_micro', { mode: 'number' }).notNull(),
    rateMicro: bigint('rate_micro', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    tokensMicro: bigint('tokens_micro', { mode: 'number' }).notNull(),
    amountToReceiveMicro: bigint('amount_to_receive_micro', { mode: 'number' }).notNull(),
    bonusMicro: bigint('bonus_micro', { mode: 'number' }).notNull(),
    usdValueMicro: bigint('usd_value_micro', { mode: 'number' }).notNull(),
    /** stage name when the order was created (tokens sold per stage) */
    stage: text('stage').notNull(),
    status: text('status', { enum: ['pending', 'seen', 'review', 'approved', 'rejected', 'expired', 'cancelled'] }).notNull(),
    /** the currency's network when the order was placed ('manual' for orders decided by hand) */
    network: text('network').notNull().default('manual'),
    /** the currency's decimals when the order was placed */
    decimals: integer('decimals').notNull().default(6),
    /** the exact amount to pay in base units (satoshi, wei), an integer as text; null on older orders */
    amountBase: text('amount_base'),
    /** the ERC-20 contract the payment must come from; null for the chain's own coin */
    tokenContract: text('token_contract'),
    /** the derivation index of `address` when it was derived for this order */
    derivationIndex: integer('derivation_index'),
    confirmationsRequired: integer('confirmations_required').notNull().default(0),
    /** after this the unpaid order expires; null on orders that never expire */
    expiresAt: text('expires_at'),
    /** what the chain delivered to the order, in base units */
    receivedBase: text('received_base'),
    /** the hash the buyer gave for a payment to a fixed address */
    payerTxHash: text('payer_tx_hash'),
    /** why the order waits in review: underpaid, overpaid, late, wrong_asset, reused_tx */
    reviewReason: text('review_reason'),
    /** the reason of a rejection, shown to the buyer */
    rejectReason: text('reject_reason'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    deletedAt: text('deleted_at'),
  },
  (t) => [
    uniqueIndex('transactions_order_token_unique').on(t.orderToken),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_email_idx').on(t.email, t.createdAt),
    // admin lists show live (not soft-deleted) orders only: partial indexes for every filter and sort
    index('transactions_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_status_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // 'Approved Transactions' lists one status by its last change
    index('transactions_live_status_updated_idx')
      .on(t.status, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_usd_idx')
      .on(t.usdValueMicro, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_receive_idx')
      .on(t.amountToReceiveMicro, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_transfer_idx')
      .on(t.amountToTransferMicro, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // one status sorted by an amount ('pending by usd_value'), and a status sort (ties by id)
    index('transactions_live_status_usd_idx')
      .on(t.status, t.usdValueMicro, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('transactions_live_status_id_idx')
      .on(t.status, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    check('transactions_status', sql`${t.status} IN ('pending', 'seen', 'review', 'approved', 'rejected', 'expired', 'cancelled')`),
    // the watcher loads the open orders of its network
    index('transactions_network_status_idx')
      .on(t.network, t.status)
      .where(sql`${t.deletedAt} IS NULL`),
    // an index is given to one order only, whatever the code above does
    uniqueIndex('transactions_derivation_unique')
      .on(t.cryptoToTransfer, t.derivationIndex)
      .where(sql`${t.derivationIndex} IS NOT NULL`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['purchase', 'bonus', 'admin_credit', 'prize', 'withdrawal'] }).notNull(),
    amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
    /** what caused it, e.g. 'transaction:12', 'audit:5', 'prize:3', 'withdrawal:7' */
    reference: text('reference').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId),
    // an order is credited at most once, whatever the code above does
    uniqueIndex('ledger_order_credit_unique')
      .on(t.kind, t.reference)
      .where(sql`${t.kind} IN ('purchase', 'bonus')`),
  ],
);

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer('admin_id').references(() => admins.id),
    adminLogin: text('admin_login').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt), index('audit_action_idx').on(t.action, t.createdAt)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    apiKey: text('api_key').notNull(),
    apiKeySecondary: text('api_key_secondary'),
    location: text('location').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('api_keys_location_idx').on(t.location)],
);

export const prizes = pgTable('prizes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** the name in other languages than the issuer's, as JSON: {"ru": "…"} */
  nameI18n: text('name_i18n').notNull().default('{}'),
  type: text('type', { enum: ['bonus_dep', 'add_to_balance', 'material'] }).notNull(),
  /** percent for bonus_dep, tokens for add_to_balance */
  amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
  /** weight; 0 hides the prize everywhere */
  chance: doublePrecision('chance').notNull(),
  image: text('image').notNull(),
  createdAt: text('created_at').notNull(),
});

export const userPrizes = pgTable(
  'user_prizes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id').references(() => prizes.id, { onDelete: 'set null' }),
    // copied so a won prize stays as it was won when the administrator edits the prize later
    name: text('name').notNull(),
    nameI18n: text('name_i18n').notNull().default('{}'),
    type: text('type', { enum: ['bonus_dep', 'add_to_balance', 'material'] }).notNull(),
    amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
    image: text('image').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('user_prizes_user_idx').on(t.userId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountMicro: bigint('amount_micro', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: ['requested', 'sent', 'rejected'] }).notNull(),
    txHash: text('tx_hash'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.createdAt), index('withdrawals_status_idx').on(t.status, t.createdAt)],
);

/** Maintained aggregate per stage, updated in the approval's transaction (fast with a million orders). */
export const presaleTotals = pgTable('presale_totals', {
  stage: text('stage').primaryKey(),
  raisedUsdMicro: bigint('raised_usd_micro', { mode: 'number' }).notNull().default(0),
  soldMicro: bigint('sold_micro', { mode: 'number' }).notNull().default(0),
});

/** Live (not soft-deleted) orders per status, maintained with every order write: admin list totals without counting a million rows. */
export const transactionCounts = pgTable('transaction_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

/**
 * Attempt counters of the sign-in and registration limits (fixed windows, reset_at in epoch ms).
 * They live in the database so that every API process counts against the same numbers.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** epoch ms before which the next attempt is refused (increasing delays after the free attempts) */
    nextAt: bigint('next_at', { mode: 'number' }).notNull().default(0),
    /** written by the attempt that last got through, so a parallel one knows it did not */
    nonce: text('nonce'),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Single-use links sent by e-mail (password reset, e-mail verification, e-mail change): only the
 * SHA-256 of the random token is stored; `email` is the address the link was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify', 'email_change'] }).notNull(),
    email: text('email').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose', sql`${t.purpose} IN ('reset', 'verify', 'email_change')`),
  ],
);

/**
 * Every e-mail the product sends, written in the same transaction as the event that causes it and
 * sent by the outbox job. `idempotency_key` names the event (one message per event whatever
 * retries or crashes happen); `message_id` is the Message-ID header every delivery of it carries.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sending → sent | failed; logged when written to the server log instead (development) */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'logged'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    sentAt: text('sent_at'),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_unique').on(t.idempotencyKey),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt, t.id),
    check('outbox_status', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'logged')`),
  ],
);

/**
 * Background jobs: the lease (which process runs the job, until when, epoch ms) and the job's
 * stored progress (JSON), so exactly one process runs each job and a restart resumes it.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  state: text('state').notNull().default('{}'),
});

/**
 * Transfers a chain watcher saw to an order's address (or that a buyer named by hash). One
 * transfer — hash plus output (Bitcoin vout, ERC-20 log index, -1 for an EVM transaction's own
 * value) — pays at most one order: the unique index holds that whatever the code above does.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => transactions.id),
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    outputIndex: integer('output_index').notNull(),
    /** 'native' or the ERC-20 contract (lowercase) */
    asset: text('asset').notNull(),
    toAddress: text('to_address').notNull(),
    /** base units, an integer as text */
    amountBase: text('amount_base').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    blockTime: text('block_time'),
    /** seen (in the mempool or a block) → confirmed; orphaned when its block left the chain */
    status: text('status', { enum: ['seen', 'confirmed', 'orphaned'] }).notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_output_unique').on(t.network, t.txHash, t.outputIndex),
    index('payments_order_idx').on(t.orderId),
    index('payments_network_block_idx').on(t.network, t.blockNumber),
    check('payments_status', sql`${t.status} IN ('seen', 'confirmed', 'orphaned')`),
  ],
);
/** The owner's security settings: one row. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey(),
    /** 1: every administrator must sign in with a second factor */
    requireTwoFactor: integer('require_two_factor').notNull().default(0),
    /** an administrator session unused this long ends */
    idleMinutes: integer('idle_minutes').notNull().default(30),
    /** a fetched rate further than this from the current one waits for confirmation */
    rateHoldPercent: doublePrecision('rate_hold_percent').notNull().default(20),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [check('security_settings_single', sql`${t.id} = 1`)],
);

/** Rates 'Update Crypto Rates' fetched but did not apply: too far from the current one. */
export const heldRates = pgTable('held_rates', {
  currency: text('currency').primaryKey(),
  rateMicro: bigint('rate_micro', { mode: 'number' }).notNull(),
  previousMicro: bigint('previous_micro', { mode: 'number' }).notNull(),
  heldAt: text('held_at').notNull(),
});

/**
 * Every version of a remote that was registered as a release: where its entry is and what its
 * build said about itself when it was checked. `registered_by` is an administrator's login, the
 * release command, or 'environment' for the address the REMOTE_*_URL variables gave.
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    remote: text('remote').notNull(),
    url: text('url').notNull(),
    /** null only for an environment address whose build did not say */
    version: text('version'),
    contract: text('contract'),
    registeredAt: text('registered_at').notNull(),
    registeredBy: text('registered_by').notNull(),
  },
  (t) => [uniqueIndex('remote_versions_url_unique').on(t.remote, t.url)],
);

/**
 * The live version of each remote (one row per remote once a release was made; before that the
 * environment variables decide), the one live before it, which a rollback returns to, and the
 * canary: a version a share of browsers gets first.
 */
export const remoteLive = pgTable('remote_live', {
  remote: text('remote').primaryKey(),
  versionId: integer('version_id')
    .notNull()
    .references(() => remoteVersions.id),
  previousVersionId: integer('previous_version_id').references(() => remoteVersions.id),
  releasedAt: text('released_at').notNull(),
  releasedBy: text('released_by').notNull(),
  /** a version given to a share of browsers before everyone (sticky per browser), or null */
  canaryVersionId: integer('canary_version_id').references(() => remoteVersions.id),
  /** the share of browsers, 1 to 99 while a canary runs, 0 otherwise */
  canaryPercent: integer('canary_percent').notNull().default(0),
});
