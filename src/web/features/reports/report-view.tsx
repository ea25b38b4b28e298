import { Badge, type BadgeTone } from '../../components/ui/badge';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { ReportAdminStatus, ReportBlock, ReportRun } from '../../../shared/contract/reports';

function Runs({ runs }: { runs: ReportRun[] }) {
  return <>{runs.map((r, i) => (r.bold ? <strong key={i}>{r.text}</strong> : <span key={i}>{r.text}</span>))}</>;
}

/**
 * A report's text as the server parsed it. Everything is rendered as text; consecutive bullets share
 * one list. `headingOffset` shifts the report's own levels below the page's h1.
 */
export function ReportBlocks({ blocks, headingOffset = 1 }: { blocks: ReportBlock[]; headingOffset?: number }) {
  const out: ReactNode[] = [];
  let bullets: ReportBlock[] = [];
  const flush = () => {
    if (bullets.length === 0) return;
    out.push(
      <ul key={`ul-${out.length}`} className="list-disc space-y-1 pl-6">
        {bullets.map((b, i) =>
          b.type === 'bullet' ? (
            <li key={i}>
              <Runs runs={b.runs} />
            </li>
          ) : null,
        )}
      </ul>,
    );
    bullets = [];
  };
  blocks.forEach((block, i) => {
    if (block.type === 'bullet') {
      bullets.push(block);
      return;
    }
    flush();
    if (block.type === 'heading') {
      const level = Math.min(block.level + headingOffset, 6);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      const size = level <= 2 ? 'text-xl' : level === 3 ? 'text-lg' : 'text-base';
      out.push(
        <Tag key={i} className={clsx('pt-2 font-semibold tracking-tight text-slate-900', size)}>
          {block.text}
        </Tag>,
      );
    } else {
      out.push(
        <p key={i} className="text-slate-800">
          <Runs runs={block.runs} />
        </p>,
      );
    }
  });
  flush();
  return <div className="space-y-3 [overflow-wrap:anywhere]">{out}</div>;
}

const statusTones: Record<ReportAdminStatus, BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' };

const statusLabels: Record<ReportAdminStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function StatusBadge({ status }: { status: ReportAdminStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}

export function PassBadge({ passed }: { passed: boolean }) {
  return <Badge tone={passed ? 'indigo' : 'slate'}>{passed ? 'Passed' : 'Not passed'}</Badge>;
}
