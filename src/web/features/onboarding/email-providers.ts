import type { EMAIL_PROVIDERS } from '../../../shared/contract/profile';

export const EMAIL_PROVIDER_OPTIONS: readonly {
  value: (typeof EMAIL_PROVIDERS)[number];
  label: string;
  description: string;
}[] = [
  { value: 'gmail', label: 'Gmail', description: 'Google Workspace or Gmail' },
  { value: 'outlook', label: 'Outlook', description: 'Microsoft 365 or Outlook' },
  { value: 'other', label: 'Other', description: 'Any other provider' },
];
