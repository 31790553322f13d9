import { describe, expect, it } from 'vitest';
import { kycRequest, kycState } from '../testing/kyc-builders';
import {
  askedAgain,
  carriedOver,
  initialValues,
  type KycFormValues,
  kycFormErrors,
  localDay,
  submissionOf,
} from './kyc-form-rules';

const translate = (key: string, values?: Record<string, number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const filled: KycFormValues = {
  documentType: 'passport',
  country: 'fr',
  documentNumber: '  12AB-345 67 ',
  expiresOn: '2031-06-30',
  firstName: ' Camille ',
  lastName: 'Durand',
  birthDate: '1995-04-12',
};

describe('the identity check form rules', () => {
  it('takes a valid form and sends it trimmed, the country in capitals', () => {
    expect(kycFormErrors(filled, translate, '2026-03-02')).toEqual({});
    expect(submissionOf(filled)).toEqual({
      documentType: 'passport',
      documentNumber: '12AB-345 67',
      country: 'FR',
      expiresOn: '2031-06-30',
      firstName: 'Camille',
      lastName: 'Durand',
      birthDate: '1995-04-12',
    });
  });

  it('names each problem with the contract’s limits', () => {
    const errors = kycFormErrors(
      {
        ...filled,
        documentType: null,
        documentNumber: 'A'.repeat(31),
        expiresOn: '2026-03-01',
        firstName: '',
      },
      translate,
      '2026-03-02',
    );
    expect(errors).toEqual({
      documentType: 'validation.documentType',
      documentNumber: 'validation.documentNumber.tooLong {"max":30}',
      expiresOn: 'validation.expired',
      firstName: 'validation.firstName',
    });
    // The server refuses a document expiring today; tomorrow is fine.
    expect(kycFormErrors({ ...filled, expiresOn: '2026-03-02' }, translate, '2026-03-02')).toEqual({
      expiresOn: 'validation.expired',
    });
    expect(kycFormErrors({ ...filled, expiresOn: '2026-03-03' }, translate, '2026-03-02')).toEqual({});
    expect(kycFormErrors({ ...filled, documentNumber: '-123' }, translate, '2026-03-02').documentNumber).toBe(
      'validation.documentNumber.characters',
    );
  });

  it('starts from the profile, and from what a resubmission keeps', () => {
    expect(initialValues(kycState())).toMatchObject({
      documentType: null,
      country: 'FR',
      firstName: 'Camille',
      birthDate: '1995-04-12',
      expiresOn: '',
    });
    const again = kycState({
      status: 'resubmission_requested',
      request: kycRequest({ country: 'BE', documentType: 'driving_licence', resubmitFields: ['selfie'] }),
    });
    expect(initialValues(again)).toMatchObject({
      documentType: 'driving_licence',
      country: 'BE',
      expiresOn: '2031-06-30',
    });
    const expiryAsked = { ...again, request: kycRequest({ resubmitFields: ['expiresOn'] }) };
    expect(initialValues(expiryAsked).expiresOn).toBe('');
  });

  it('turns the legal name asked again into both name fields', () => {
    expect([...askedAgain(['legalName', 'back'])]).toEqual(['firstName', 'lastName', 'back']);
  });

  it('keeps the photos a resubmission did not ask for', () => {
    const asked = kycRequest({
      status: 'resubmission_requested',
      resubmitFields: ['selfie', 'documentNumber'],
    });
    expect(carriedOver(kycState({ status: 'resubmission_requested', request: asked }))).toEqual([
      'front',
      'back',
    ]);
    expect(carriedOver(kycState({ status: 'rejected', request: { ...asked, status: 'rejected' } }))).toEqual(
      [],
    );
  });

  it('reads days in the member’s own calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 31, 23, 30), 1)).toBe('2026-02-01');
  });
});
