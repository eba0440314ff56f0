import { codes } from '@tours/contract';
import { describe, expect, it } from 'vitest';
import { pactArea } from '../support/area';
import { pinCall } from '../support/interaction';
import { newMerchant, states } from '../support/states';

const pact = pactArea('merchant', ['member.merchant.verification_code', 'member.merchant.application']);

/** An application as the form sends it with every optional field left empty (the form fills none in itself). */
const onlyWhatTheFormRequires = {
  identity: 2 as const,
  merchantName: 'Old Town Walks',
  identityCode: '',
  contactPerson: '',
  contactNumber: '',
  verificationCode: newMerchant.code,
  serviceContent: '',
  picUrl: [],
  email: newMerchant.email,
  region: '',
  IDNumber: '',
  areaId: '',
};

describe('merchant application (/Settled)', () => {
  it('emails a code to the applicant', async () => {
    const body = await pinCall(pact, {
      call: 'member.merchant.verification_code',
      scenario: 'a code for a new applicant',
      states: [states.freshEmail],
      payload: { email: newMerchant.email },
      message: true,
    });
    expect(body.code).toBe(codes.success);
  });

  it('submits an application with the emailed code', async () => {
    const body = await pinCall(pact, {
      call: 'member.merchant.application',
      scenario: 'an individual guide with a valid code',
      states: [states.merchantCode],
      payload: {
        identity: 2,
        merchantName: 'Old Town Walks',
        identityCode: 'ID-4471',
        contactPerson: 'Mei Lin',
        contactNumber: '+86 138 0000 0000',
        verificationCode: newMerchant.code,
        serviceContent: 'Walking tours of the old town.',
        picUrl: '/media/uploads/licence.png',
        email: newMerchant.email,
        region: 'Beijing',
        IDNumber: 'X1234567',
        // Spec §3: the region's country code.
        areaId: 'CN',
      },
      message: true,
    });
    expect(body.code).toBe(codes.success);
  });

  it('submits an application with only what the form requires, the rest empty as the form sends it', async () => {
    const body = await pinCall(pact, {
      call: 'member.merchant.application',
      scenario: 'a guide leaving every optional field empty',
      states: [states.merchantCode],
      payload: { ...onlyWhatTheFormRequires, identity: 1, merchantName: 'Great Wall Company' },
      message: true,
    });
    expect(body.code).toBe(codes.success);
  });

  it('refuses an application without an email, with a message the form shows (the form checks nothing itself, spec §5)', async () => {
    const body = await pinCall(pact, {
      call: 'member.merchant.application',
      scenario: 'an application without an email',
      refusedWith: 'email: must be an email address',
      states: [states.merchantCode],
      payload: { ...onlyWhatTheFormRequires, email: '' },
      refusal: 'refused',
    });
    expect(body.code).not.toBe(codes.success);
    expect(body.message).toBeTruthy();
  });
});
