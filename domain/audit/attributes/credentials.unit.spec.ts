import { normalizeText } from '../text/normalize';
import { readCredentials, readLicenceNumber } from './credentials';

const read = (text: string) => readCredentials(normalizeText(text));

describe('readCredentials', () => {
  it('reads a high-school diploma however it is written', () => {
    expect(read('Tutor: my neighbor, high school diploma only')).toEqual(['high_school_diploma']);
    expect(read('has her GED')).toEqual(['high_school_diploma']);
    expect(read('HS diploma')).toEqual(['high_school_diploma']);
  });

  it('reads degrees, certificates and licences', () => {
    expect(read("Bachelor's in Mathematics, Florida certified teacher")).toEqual([
      'bachelor_degree',
      'teaching_certificate',
    ]);
    expect(read('Orton-Gillingham trained, M.Ed. in reading')).toEqual(['graduate_degree', 'program_certificate']);
    expect(read('licensed SLP, CCC-SLP')).toContain('professional_licence');
  });

  it('does not take a denied credential or a learning verb for one', () => {
    expect(read('no teaching certificate, not licensed')).toEqual(['none']);
    expect(read('He will master his fractions')).toEqual([]);
  });

  it('reads college enrollment as such', () => {
    expect(read('college junior at USF (math education major), has a high school diploma')).toEqual([
      'high_school_diploma',
      'postsecondary_enrollment',
    ]);
  });
});

describe('readLicenceNumber', () => {
  it('reads the number after a licence or certificate word', () => {
    expect(readLicenceNumber('licensed SLP AZ license #SLP-2231')).toBe('SLP-2231');
    expect(readLicenceNumber('Lic. No. 4521')).toBe('4521');
    expect(readLicenceNumber('speech therapy')).toBeNull();
  });
});
