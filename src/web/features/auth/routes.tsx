import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { speakerGate } from '../../lib/route-handles';
import { paths } from '../../lib/paths';

const VerifyEmailPage = lazy(() => import('./verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const ClaimAccountPage = lazy(() => import('./claim-account-page').then((m) => ({ default: m.ClaimAccountPage })));
const DeleteAccountPage = lazy(() => import('./delete-account-page').then((m) => ({ default: m.DeleteAccountPage })));
const UndoEmailChangePage = lazy(() => import('./undo-email-change-page').then((m) => ({ default: m.UndoEmailChangePage })));
const AccountSettingsPage = lazy(() => import('./account-settings-page').then((m) => ({ default: m.AccountSettingsPage })));

/** Routes of the account's identity (e-mail links, passwords, sessions); mounted under the shared layout. */
export const identityRoutes: RouteObject[] = [
  { path: paths.verifyEmail, element: <VerifyEmailPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.claimAccount, element: <ClaimAccountPage /> },
  { path: paths.speakerAccount, element: <AccountSettingsPage />, handle: speakerGate('account', 'Account settings') },
  { path: paths.deleteAccount, element: <DeleteAccountPage /> },
  { path: paths.undoEmailChange, element: <UndoEmailChangePage /> },
];
