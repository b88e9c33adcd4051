import type {
  ActiveLookup,
  AgreementsLookup,
  BanksLookup,
  ChatWidgetLookup,
  ConditionsLookup,
  ContactLookup,
  DepositLookup,
  InfoLookup,
  NoticeLookup,
  RegisterOtpLookup,
  SlipLookup,
  SourcesLookup,
  TransferLookup,
  WithdrawLookup,
} from './contract';
import { apiGet, type CallOptions } from './http';

/** GET /api/lookup/* (spec §7 "Lookups and account"). */
export interface Lookups {
  banks: BanksLookup;
  deposit: DepositLookup;
  conditions: ConditionsLookup;
  agreements: AgreementsLookup;
  info: InfoLookup;
  notice: NoticeLookup;
  contact: ContactLookup;
  withdraw: WithdrawLookup;
  transfer: TransferLookup;
  slip: SlipLookup;
  sources: SourcesLookup;
  active: ActiveLookup;
  registerOTP: RegisterOtpLookup;
  enableChatWidget: ChatWidgetLookup;
}

export const lookup = <K extends keyof Lookups>(name: K, options?: CallOptions): Promise<Lookups[K]> =>
  apiGet<Lookups[K]>(`/api/lookup/${name}`, options);
