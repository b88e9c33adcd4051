/**
 * Response schemas for the hottest replies (issue 21.2): Fastify compiles each into a serializer
 * (fast-json-stringify) once at start, instead of a generic JSON.stringify walk per request. A
 * serializer writes only what its schema names, so `server/test/reply-schemas.test.ts` compares
 * every reply below, byte for byte, with JSON.stringify of what the service returned: a field
 * added to the contract but not here fails that test instead of silently vanishing.
 */
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const object = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  additionalProperties: false,
});

const amountOnly = object({ amount: num });
const receipted = { transactionId: str, reference: str, createdAt: str };

const profile = object({ _id: str, name: str, username: str, createdAt: str, coin: int, currency: str });
const bankAccount = object({
  bankCode: str,
  bankAccountName: str,
  bankAccountNo: str,
  bank: object({ name: str, nameTH: str, nameEN: str }, ['name']),
});
const gameAccount = object({
  code: str,
  name: str,
  category: str,
  isActive: { type: 'boolean' },
  amount: num,
  ftWalletSlot: num,
  logo: str,
  background: str,
  web: strOrNull,
  android: strOrNull,
  ios: strOrNull,
});

/** GET /api/wallet (`WalletSnapshot`). */
export const walletSnapshotSchema = object({
  profile,
  bankAccount,
  wallet: object({ amount: num, prizeTurnoverDue: num }, ['prizeTurnoverDue']),
  invite: object({ amount: num, success: num, fail: num }),
  slots: { type: 'array', items: gameAccount },
});

/** transfer, transferAll, add (`MoneyReply`). */
export const moneyReplySchema = object({ ...receipted, wallet: amountOnly });

/** transferAll (`TransferAllReply`): what was gathered, which the app cannot work out once a reload has moved its "before". */
export const transferAllReplySchema = object({ ...receipted, amount: num, wallet: amountOnly });

/** withdraw, withdrawAll (`WithdrawReply`). */
export const withdrawReplySchema = object({ ...receipted, withdrawalId: str, status: str, amount: num, wallet: amountOnly });

/** The success reply only: errors keep the error handler's own `{ message, detail? }`. */
export const replies = (schema: object) => ({ schema: { response: { 200: schema } } });
