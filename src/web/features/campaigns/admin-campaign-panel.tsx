/**
 * The admin dashboard's campaign area (first campaigns with status badges, bulk-e-mail generator).
 * Rendered by the admin dashboard; implemented by the campaigns feature.
 */
export function AdminCampaignPanel() {
  return null;
}
