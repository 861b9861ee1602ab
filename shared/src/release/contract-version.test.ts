import { describe, expect, it } from 'vitest';
import { contractFits, HOST_CONTRACT_VERSION, parseContractVersion } from './contract-version';

describe('the host contract check', () => {
  it('the declared contract version is semver', () => {
    expect(parseContractVersion(HOST_CONTRACT_VERSION)).not.toBeNull();
  });

  it('a remote of the same major fits, whatever its minor and patch (minors only add optional members)', () => {
    expect(contractFits('1.4.0', '1.0.0')).toEqual({ fits: true });
    expect(contractFits('1.4.0', '1.4.9')).toEqual({ fits: true });
    expect(contractFits('1.0.0', '1.7.0')).toEqual({ fits: true });
    expect(contractFits('1.0.0', '1.0.0-beta.2')).toEqual({ fits: true });
  });

  it('a remote of another major does not fit, in either direction', () => {
    expect(contractFits('1.4.0', '2.0.0')).toEqual({ fits: false, reason: 'other-major', siteMajor: 1, remoteMajor: 2 });
    expect(contractFits('2.0.0', '1.9.9')).toEqual({ fits: false, reason: 'other-major', siteMajor: 2, remoteMajor: 1 });
    expect(contractFits('1.0.0', '0.9.0')).toMatchObject({ fits: false, remoteMajor: 0 });
  });

  it('a contract that is not semver never fits', () => {
    for (const text of ['', '1', '1.0', 'v1.0.0', 'one', '1.0.0.0', '01.0.0']) {
      expect(contractFits('1.0.0', text)).toEqual({ fits: false, reason: 'not-semver', siteMajor: 1, remoteMajor: null });
    }
  });

  it("the site's own version must be semver: a typo there is a programming error, not a refusal", () => {
    expect(() => contractFits('latest', '1.0.0')).toThrow(/not semver/);
  });
});
