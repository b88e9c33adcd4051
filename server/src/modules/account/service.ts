import { cleanName, isHolderName, passwordGuessable, passwordLongEnough } from '../../../../src/api/contract.ts';
import type {
  MemberBankAccount,
  Profile,
  ProfileReply,
  RegisterReply,
  RegisterRequest,
  UpdateProfileRequest,
  ValidateAccountRequest,
} from '../../../../src/api/contract.ts';
import { sql } from 'kysely';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { hashToken, newToken } from '../../http/auth.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import { pickText, type Reader } from '../../http/language.ts';
import { budgetedAnswers, reserve, reserveLoginAttempt } from '../../http/rate-limit.ts';
import { inviteAccount, openMemberAccounts, walletAccount } from '../../ledger/index.ts';
import type { Tx } from '../../core/tx.ts';
import { getSetting } from '../../core/settings.ts';
import { registrationCurrency } from '../../core/currency.ts';
import { checkPhone, phoneTaken, spelledPhone, storedSpellings } from './phone.ts';
import { knownDevice, rememberDevice } from './devices.ts';
import { verifiedWith } from '../otp/service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

const ENGLISH_NAME = /^[A-Za-z ]+$/;
const ACCOUNT_NO = /^\d{6,20}$/;

interface BankInput {
  bankCode: string;
  bankAccountName?: string | undefined;
  bankAccountNo?: string | undefined;
}

/**
 * The §5 bank rules; returns the name as stored (English-name banks in capitals). The bank is one
 * of this build's country, as the app lists them (`banksOfThisBuild`): a kip wallet paid out to a
 * Thai bank account would be paid in baht figures read as kip, or the reverse. `keep` — the
 * member's own bank, chosen before — stays allowed.
 */
async function checkBank(ctx: Ctx, input: BankInput, keep?: string): Promise<string | undefined> {
  const bank = await ctx.db
    .selectFrom('banks')
    .select(['english_name_required', 'country'])
    .where('code', '=', input.bankCode)
    .executeTakeFirst();
  if (!bank) throw badRequest('INVALID_BANK');
  if (bank.country !== (ctx.config.laos ? 'LA' : 'TH') && input.bankCode !== keep) throw badRequest('INVALID_BANK', "another country's bank");
  if (input.bankAccountNo !== undefined && input.bankAccountNo !== '' && !ACCOUNT_NO.test(input.bankAccountNo)) {
    throw badRequest('KEY_INVALID', 'bankAccountNo');
  }
  if (input.bankAccountName === undefined || input.bankAccountName === '') return undefined;
  const name = cleanName(input.bankAccountName);
  if (bank.english_name_required) {
    if (!ENGLISH_NAME.test(name)) throw badRequest('BANK_ACCOUNT_NAME_ENG');
    return name.toUpperCase();
  }
  if (!isHolderName(name)) throw badRequest('INVALID_USER_INFO', 'bankAccountName');
  return name;
}

async function bankTaken(db: Db | Tx, bankCode: string, bankAccountNo: string, exceptMember?: bigint): Promise<boolean> {
  let q = db.selectFrom('members').select('id').where('bank_code', '=', bankCode).where('bank_account_no', '=', bankAccountNo);
  if (exceptMember !== undefined) q = q.where('id', '<>', exceptMember);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Invite links carry `PR<member id>`; anything else names no inviter. */
async function inviterOf(db: Db, code: string | undefined): Promise<bigint | null> {
  const match = code && /^PR(\d{1,18})$/i.exec(code.trim());
  if (!match) return null;
  const row = await db.selectFrom('members').select('id').where('id', '=', BigInt(match[1]!)).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The inviter an inviter code names, or none when no code was given. A code naming no member is
 * refused (INVITE_CODE_INVALID, beyond spec §8): taken silently, the new member would belong to no
 * inviter and the friend who asked them would never be paid for their play.
 */
async function inviterNamed(db: Db, code: string | undefined): Promise<bigint | null> {
  if (!code?.trim()) return null;
  const inviter = await inviterOf(db, code);
  if (inviter === null) throw badRequest('INVITE_CODE_INVALID');
  return inviter;
}

/** Step 3's server check (bank fields when present); returns the bank account name as it is stored. */
/** Step 1's question (issue 18): may this phone register? A valid phone nobody holds, else the §8 code. */
export async function checkPhoneFree(ctx: Ctx, typed: string): Promise<void> {
  if (await phoneTaken(ctx, checkPhone(ctx, typed))) throw conflict('EXISTING_USER');
}

export async function validateAccount(
  ctx: Ctx,
  input: ValidateAccountRequest,
): Promise<{ bankAccountName?: string | undefined }> {
  const phone = checkPhone(ctx, input.username);
  if (!passwordLongEnough(input.password)) throw badRequest('PASSWORD_TOO_SHORT');
  if (passwordGuessable(input.password, phone)) throw badRequest('PASSWORD_GUESSABLE');
  if (input.sourceCode) {
    const source = await ctx.db.selectFrom('sources').select('code').where('code', '=', input.sourceCode).executeTakeFirst();
    if (!source) throw badRequest('KEY_INVALID', 'sourceCode');
  }
  await inviterNamed(ctx.db, input.inviteCode);
  const bankAccountName = input.bankCode
    ? await checkBank(ctx, { bankCode: input.bankCode, bankAccountName: input.bankAccountName, bankAccountNo: input.bankAccountNo })
    : undefined;
  // Whether the number or the bank account is someone's comes last: a request that is wrong in
  // any other way learns nothing about other people.
  if (await phoneTaken(ctx, phone)) throw conflict('EXISTING_USER');
  if (input.bankCode && input.bankAccountNo && (await bankTaken(ctx.db, input.bankCode, input.bankAccountNo))) throw conflict('EXISTING_BANK');
  return input.bankCode ? { bankAccountName } : {};
}

function conflictFromUnique(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.includes('bank')) throw conflict('EXISTING_BANK');
  if (constraint) throw conflict('EXISTING_USER');
  throw err;
}

/**
 * A request refused because a phone number or a bank account is someone else's told the sender so:
 * such refusals spend the `register` budget of the lookups (check-phone, step 3, OTP sends) for
 * each key; a request that goes through, or fails for anything else, gives its units back.
 */
const budgetedLookup = <T>(ctx: Ctx, keys: string[], work: () => Promise<T>): Promise<T> =>
  budgetedAnswers(ctx, keys.map((key) => ['register', key]), work, { toldBy: ['EXISTING_USER', 'EXISTING_BANK'] });

/**
 * A registration refused for a taken number or bank account spends the sender's address budget of
 * lookups; one that makes a member spends its budget of sign-ups (reserved first, so a burst counts
 * itself; any refusal gives it back).
 */
export const register = (ctx: Ctx, input: RegisterRequest, address: string): Promise<RegisterReply> =>
  budgetedLookup(ctx, [address], () =>
    budgetedAnswers(ctx, [['signup', address]], () => createMember(ctx, input), { toldBy: [], toldIn: () => true }),
  );

async function createMember(ctx: Ctx, input: RegisterRequest): Promise<RegisterReply> {
  const currency = registrationCurrency(ctx.config.laos, input.currency);
  const phone = spelledPhone(ctx, input.username);
  // The SMS check first: an unverified phone learns nothing, not even whether it is a member's.
  // Verified by this client: the token of the code it typed, not the number alone.
  if ((await getSetting(ctx.db, 'registerOTP')) && !(await verifiedWith(ctx.db, phone, input.otpToken))) {
    throw badRequest('UNVERIFIED_OTP');
  }
  const { bankAccountName = input.bankAccountName } = await validateAccount(ctx, input);
  const passwordHash = await hashPassword(ctx.config, input.password);
  const inviterId = await inviterNamed(ctx.db, input.inviteCode);
  try {
    const id = await ctx.db.transaction().execute(async (tx) => {
      const member = await tx
        .insertInto('members')
        .values({
          username: phone,
          name: input.name,
          password_hash: passwordHash,
          source_code: input.sourceCode || null,
          inviter_id: inviterId,
          bank_code: input.bankCode,
          bank_account_name: bankAccountName,
          bank_account_no: input.bankAccountNo,
          currency,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openMemberAccounts(tx, member.id, [walletAccount(member.id), inviteAccount(member.id)]);
      return member.id;
    });
    return { ok: true, _id: String(id) };
  } catch (err) {
    conflictFromUnique(err);
  }
}

/**
 * `address` is the client's (its IPv4 address or IPv6 /64, behind TRUST_PROXY: http/client-address.ts): wrong passwords are budgeted per
 * address and username, or per device for one that signed in to this username before
 * (`deviceToken`, from its cookie). A right password from a device not known yet answers the
 * token to remember it by (`device`).
 */
export async function login(
  ctx: Ctx,
  username: string,
  password: string,
  address: string,
  deviceToken?: string,
): Promise<{ token: string; device?: string }> {
  const phone = spelledPhone(ctx, username);
  const device = await knownDevice(ctx.db, phone, deviceToken);
  const release = await reserveLoginAttempt(ctx, phone, address, { device });
  // Counted before the hash, so a spent budget costs no hashing; a wrong password gives it back.
  const unsign = await reserve(ctx, 'signin', phone).catch(async (refused: unknown) => {
    await release();
    throw refused;
  });
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash'])
    .where('username', 'in', storedSpellings(ctx, phone))
    // Two members stored under two spellings of one number (registered before it had one): each
    // still signs in with the spelling it registered with.
    .orderBy(sql`username = ${username}`, 'desc')
    .executeTakeFirst();
  const ok = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash(ctx.config)), password);
  if (!member || !ok) {
    await unsign();
    throw unauthorized('WRONG_CREDENTIAL');
  }
  await release();
  const session = await openSession(ctx, member.id, async (tx) => {
    const same = await tx
      .selectFrom('members')
      .select('id')
      .where('id', '=', member.id)
      .where('password_hash', '=', member.password_hash)
      .forShare()
      .executeTakeFirst();
    // Changed while it was being checked (argon2 takes a while): the old password opens nothing.
    if (!same) throw unauthorized('WRONG_CREDENTIAL');
  });
  return device ? session : { ...session, device: await rememberDevice(ctx.db, phone) };
}

/**
 * Sessions one member keeps: a phone, a tablet, a few browsers and the LINE and Telegram hosts, many
 * times over. Each sign-in past it ends the oldest, so signing in without end (a script with its own
 * free account) cannot grow the table without end.
 */
export const MAX_SESSIONS_PER_MEMBER = 20;

/**
 * A new session for a member who proved who they are (password or a host identity). `stillProven`
 * checks, in the session's own transaction, that the proof still holds, taking a share lock on what
 * a password change replaces (the hash, the host link): a change committing while the proof was
 * checked is either seen there (and refuses) or waits for the session and then ends it with the
 * others. Checked before only, a sign-in in flight with the old password kept a working session.
 */
export async function openSession(ctx: Ctx, memberId: bigint, stillProven: (tx: Tx) => Promise<void>): Promise<{ token: string }> {
  const token = newToken();
  const ended = await ctx.db.transaction().execute(async (tx) => {
    await stillProven(tx);
    return insertSession(ctx, tx, memberId, token);
  });
  // Their sockets close, and no process keeps trusting them from its session cache.
  if (ended.ended?.length) await ctx.sessions.revoke(ended.ended);
  return { token };
}

function insertSession(ctx: Ctx, tx: Tx, memberId: bigint, token: string) {
  // The insert's snapshot does not see the new row: the newest MAX − 1 older ones stay beside it.
  return tx
    .with('ended', (q) =>
      q
        .deleteFrom('sessions')
        .where('member_id', '=', memberId)
        .where('token_hash', 'not in', (eb) =>
          eb
            .selectFrom('sessions')
            .select('token_hash')
            .where('member_id', '=', memberId)
            .orderBy('created_at', 'desc')
            .orderBy('token_hash')
            .limit(MAX_SESSIONS_PER_MEMBER - 1),
        )
        .returning('token_hash'),
    )
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      expires_at: new Date(Date.now() + ctx.config.sessionDays * 86_400_000),
    })
    .returning((eb) => eb.selectFrom('ended').select((e) => e.fn.agg<string[] | null>('array_agg', ['ended.token_hash']).as('hashes')).as('ended'))
    .executeTakeFirstOrThrow();
}

/** The member and bank row behind a profile; callers may select more beside it. */
export const profileQuery = (db: Db | Tx, memberId: bigint) =>
  db
    .selectFrom('members')
    .innerJoin('banks', 'banks.code', 'members.bank_code')
    .select([
      'members.id',
      'members.name',
      'members.username',
      'members.created_at',
      'members.coin',
      'members.currency',
      'members.bank_code',
      'members.bank_account_name',
      'members.bank_account_no',
      'banks.name_th',
      'banks.name_en',
      'banks.name_i18n',
    ])
    .where('members.id', '=', memberId);

type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirst']>>>;

/** The member's reply; with a reader, the bank's name in the reader's language too (`bank.name`). */
export function profileReply(m: ProfileRow | undefined, reader?: Reader): ProfileReply {
  if (!m) throw notFound('NO_USER');
  const profile: Profile = {
    _id: String(m.id),
    name: m.name,
    username: m.username,
    createdAt: m.created_at.toISOString(),
    coin: m.coin,
    currency: m.currency === 'LAK' ? 'LAK' : 'BAHT',
  };
  const bankAccount: MemberBankAccount = {
    bankCode: m.bank_code,
    bankAccountName: m.bank_account_name,
    bankAccountNo: m.bank_account_no,
    bank: {
      ...(reader ? { name: pickText(m.name_i18n, reader, m.name_en) } : {}),
      nameTH: m.name_th,
      nameEN: m.name_en,
    },
  };
  return { profile, bankAccount };
}

export const profileOf = async (db: Db | Tx, memberId: bigint, reader?: Reader): Promise<ProfileReply> =>
  profileReply(await profileQuery(db, memberId).executeTakeFirst(), reader);

/**
 * A profile change answers whether a bank account is another member's (EXISTING_BANK): budgeted
 * per address and per member like the registration lookups, or a signed-in account could test
 * account numbers as fast as it can send.
 */
export const updateProfile = (ctx: Ctx, memberId: bigint, input: UpdateProfileRequest, address: string): Promise<ProfileReply> =>
  budgetedLookup(ctx, [address, `member:${memberId}`], () => saveProfile(ctx, memberId, input, address));

async function saveProfile(ctx: Ctx, memberId: bigint, input: UpdateProfileRequest, address: string): Promise<ProfileReply> {
  const own = await ctx.db
    .selectFrom('members')
    .select(['bank_code', 'bank_account_no', 'bank_account_name', 'username', 'password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const name = (await checkBank(ctx, input, own.bank_code ?? undefined))!;
  // Where withdrawals are paid — the bank, the number and the holder's name the bank checks them
  // against — changes only with the password (beyond §7): a phone left signed in, or a stolen
  // session, cannot send the next payout to another account or make it fail.
  const payeeChanged = own.bank_code !== input.bankCode || own.bank_account_no !== input.bankAccountNo || name !== own.bank_account_name;
  if (payeeChanged) await confirmPassword(ctx, own, address, input.password ?? '');
  if (await bankTaken(ctx.db, input.bankCode, input.bankAccountNo, memberId)) throw conflict('EXISTING_BANK');
  try {
    await ctx.db
      .updateTable('members')
      .set({ name: input.name, bank_code: input.bankCode, bank_account_name: name, bank_account_no: input.bankAccountNo })
      .where('id', '=', memberId)
      .execute();
  } catch (err) {
    conflictFromUnique(err);
  }
  return profileOf(ctx.db, memberId);
}

/**
 * §5: the holder name in English, for the bank the member already has — the prompt §5 offers only
 * while that bank needs an English name and the stored one is not. It asks no password, so it
 * writes nothing else: any other change of the holder's name goes through the profile, which asks.
 */
export async function updateBankAccountName(
  ctx: Ctx,
  memberId: bigint,
  bankCode: string,
  bankAccountName: string,
): Promise<ProfileReply> {
  const name = cleanName(bankAccountName);
  if (!ENGLISH_NAME.test(name)) throw badRequest('BANK_ACCOUNT_NAME_ENG');
  const own = await ctx.db
    .selectFrom('members')
    .innerJoin('banks', 'banks.code', 'members.bank_code')
    .select(['members.bank_account_name', 'banks.english_name_required'])
    .where('members.id', '=', memberId)
    .where('members.bank_code', '=', bankCode)
    .executeTakeFirst();
  if (!own) throw badRequest('INVALID_BANK');
  if (!own.english_name_required || ENGLISH_NAME.test(own.bank_account_name)) throw badRequest('KEY_INVALID', 'bankAccountName');
  await ctx.db.updateTable('members').set({ bank_account_name: name.toUpperCase() }).where('id', '=', memberId).execute();
  return profileOf(ctx.db, memberId);
}

/**
 * The signed-in member proves it is them (a password change, a new payout account). A wrong password
 * is a guess like a wrong login (a stolen session must not try it at full speed): it spends the same
 * budget, from the same address; a right one gives its attempt back.
 */
export async function confirmPassword(
  ctx: Ctx,
  member: { username: string; password_hash: string },
  address: string,
  password: string,
): Promise<void> {
  const release = await reserveLoginAttempt(ctx, spelledPhone(ctx, member.username), address);
  if (!(await verifyPassword(member.password_hash, password))) throw badRequest('WRONG_PASSWORD');
  await release();
}

/** Ends the session behind `token` (idempotent: an unknown or already ended token is fine). */
export async function logout(ctx: Ctx, token: string): Promise<void> {
  if (!token) return;
  const tokenHash = hashToken(token);
  await ctx.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  await ctx.sessions.revoke([tokenHash]);
}

/**
 * A new password ends every other session of the member (whoever knew the old one is signed out
 * everywhere) and forgets the Telegram and LINE accounts linked to it: a link is a standing
 * sign-in, and whoever held the session could have linked their own — the player links again with
 * one tap at the next launch; likewise the devices remembered for the login budget. The session
 * that made the change stays. The old password is checked
 * as any other (confirmPassword: a wrong one spends the login budget).
 */
export async function changePassword(
  ctx: Ctx,
  memberId: bigint,
  currentToken: string,
  address: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const member = await ctx.db.selectFrom('members').select(['username', 'password_hash']).where('id', '=', memberId).executeTakeFirstOrThrow();
  await confirmPassword(ctx, member, address, oldPassword);
  if (!passwordLongEnough(newPassword)) throw badRequest('PASSWORD_TOO_SHORT');
  if (passwordGuessable(newPassword, member.username)) throw badRequest('PASSWORD_GUESSABLE');
  const passwordHash = await hashPassword(ctx.config, newPassword);
  const ended = await ctx.db.transaction().execute(async (tx) => {
    // Compare-and-set on the old hash: two concurrent changes cannot both succeed from the same old password.
    const result = await tx
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('id', '=', memberId)
      .where('password_hash', '=', member.password_hash)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw badRequest('WRONG_PASSWORD');
    await tx.deleteFrom('host_links').where('member_id', '=', memberId).execute();
    // A remembered device keeps a login budget of its own (devices.ts): one that signed in with the
    // old password must not keep guessing at the new one outside the phone number's budget.
    // Devices are kept under the number's one spelling (login): a member stored under an older one too.
    await tx.deleteFrom('login_devices').where('username', 'in', [member.username, spelledPhone(ctx, member.username)]).execute();
    return tx
      .deleteFrom('sessions')
      .where('member_id', '=', memberId)
      .where('token_hash', '<>', hashToken(currentToken))
      .returning('token_hash')
      .execute();
  });
  await ctx.sessions.revoke(ended.map((r) => r.token_hash));
}
