import { describe, expect, it } from 'vitest';
import { withDisplayName } from './mailer';

describe('withDisplayName', () => {
  it('puts the name in front of the configured address, whatever form that takes', () => {
    expect(withDisplayName('Maya Okafor via SpeakerPro', 'SpeakerPro <no-reply@speakerpro.test>')).toBe(
      '"Maya Okafor via SpeakerPro" <no-reply@speakerpro.test>',
    );
    expect(withDisplayName('Maya', 'no-reply@speakerpro.test')).toBe('"Maya" <no-reply@speakerpro.test>');
  });

  it('a name cannot break out of the field or add a header', () => {
    expect(withDisplayName('Eve" <evil@x.test>\r\nBcc: all@x.test', 'a@b.test')).toBe('"Eve\\" <evil@x.test> Bcc: all@x.test" <a@b.test>');
  });
});
