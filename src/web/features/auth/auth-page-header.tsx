import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandLogo } from '../../components/brand-logo';

export function AuthPageHeader() {
  return (
    <header className="flex justify-center">
      <Link
        to={paths.home}
        aria-label="SpeakerPro home"
        className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
      >
        <BrandLogo />
      </Link>
    </header>
  );
}
