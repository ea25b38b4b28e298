import type { CampaignStatus } from '../../shared/contract/campaigns';
import { Badge } from './ui/badge';

const STATUS_LABELS: Record<string, string> = {
  pending: 'pending',
  pending_approval: 'pending approval',
  approved: 'approved',
  sent: 'sent',
  rejected: 'rejected',
  failed: 'failed',
};

/**
 * Sent is green, approved blue, anything else yellow (as on the owner's dashboard). A finished
 * campaign none of whose messages left (no mail server configured) is 'in outbox', never 'sent'.
 */
export function StatusBadge({
  status,
  delivery,
}: {
  status: CampaignStatus | 'pending_approval';
  delivery?: { sent: number; outbox: number };
}) {
  if (status === 'sent' && delivery && delivery.sent === 0 && delivery.outbox > 0) return <Badge tone="sky">in outbox</Badge>;
  return <Badge tone={status === 'sent' ? 'green' : status === 'approved' ? 'blue' : 'yellow'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
