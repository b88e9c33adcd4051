export * from './BankMark';
