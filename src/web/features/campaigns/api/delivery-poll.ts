/** While approved messages are still on their way, the page asks again every so often. */
const DELIVERY_POLL_MS = 1500;

/** A query's refetchInterval for a campaign or e-mail whose messages may still be going out. */
export function whileDelivering<T extends { status: string }>(data: T | undefined): number | false {
  return data?.status === 'approved' ? DELIVERY_POLL_MS : false;
}
