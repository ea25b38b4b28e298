// The e-mails drawn with react-email, as the features send them. React, react-dom's server renderer,
// react-email and its HTML-to-text converter load with the first such e-mail, not at start.
import type * as GiftEmail from './templates/gift-email';
import type * as OwnerCampaignEmail from './templates/owner-campaign-email';
import type * as PrivacyEmail from './templates/privacy-email';
import type * as ThankYouEmail from './templates/thank-you-email';
import { lazy } from '../lazy';

const giftEmail = lazy(() => import('./templates/gift-email'));
const ownerCampaignEmail = lazy(() => import('./templates/owner-campaign-email'));
const privacyEmail = lazy(() => import('./templates/privacy-email'));
const thankYouEmail = lazy(() => import('./templates/thank-you-email'));

export const renderGiftEmail: typeof GiftEmail.renderGiftEmail = async (props) => (await giftEmail()).renderGiftEmail(props);

export const renderOwnerCampaignEmailHtml: typeof OwnerCampaignEmail.renderOwnerCampaignEmailHtml = async (props) =>
  (await ownerCampaignEmail()).renderOwnerCampaignEmailHtml(props);

export const renderPrivacyEmail: typeof PrivacyEmail.renderPrivacyEmail = async (mail) => (await privacyEmail()).renderPrivacyEmail(mail);

export const renderThankYouEmailHtml: typeof ThankYouEmail.renderThankYouEmailHtml = async (props) =>
  (await thankYouEmail()).renderThankYouEmailHtml(props);
