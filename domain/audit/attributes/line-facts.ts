import { readForAdultOnly } from './beneficiary';
import { readQuantity } from './counts';
import { readDates } from './dates';
import { readUniversalStudent } from './disability-track';
import { readFullTime } from './enrollment';
import { readShipToStates } from './shipping';
import { readCredentials, readLicenceNumber, type CredentialKind } from './credentials';
import { readServiceTime } from './durations';
import { isBelowMinimumAge, readGradeAndAge } from './grade-and-age';
import { readForAnotherChild } from './other-child';
import { readPayment, type PaymentMethod } from './payment';
import { readPlaces } from './places';
import { readReplacement } from './replacement';
import { readSizeInches } from './sizes';
import { readSubscriptionTerms } from './subscription';
import { normalizeText } from '../text/normalize';

// The facts rules are stated on, read once per line from what the claimant wrote.
export interface LineFacts {
  sizeInches: number | null;
  quantity: number | null;
  hours: number | null;
  sessions: number | null;
  ratePerHour: number | null;
  credentials: CredentialKind[];
  licenceNumber: string | null;
  usStates: string[];
  countries: string[];
  outsideUS: boolean;
  paymentMethod: PaymentMethod | null;
  payee: 'family_member' | 'private_person' | null;
  unpaid: boolean;
  shipToStates: string[];
  forAdultOnly: boolean;
  fullTime: boolean;
  universalStudent: boolean;
  // Full dates written on the item's own fields (a receipt date), YYYY-MM-DD.
  dates: string[];
  subscriptionTerm: 'monthly' | 'annual' | 'lifetime' | null;
  multiUser: boolean;
  grades: number[];
  ages: number[];
  minimumAge: number | null;
  // The student's stated age (or grade) is below the item's minimum age.
  belowMinimumAge: boolean;
  // The item or service is for another child than the scholarship student.
  forAnotherChild: boolean;
  replacement: boolean;
}

export interface FactSources {
  description: string;
  category?: string | undefined;
  type?: string | undefined;
  detail?: string | undefined;
  justification?: string | undefined;
  vendor?: string | undefined;
}

export function readLineFacts(line: FactSources): LineFacts {
  // What the item is comes from its own fields; who, where and how paid may be anywhere.
  const item = [line.description, line.detail].filter(Boolean).join(' \n ');
  const all = [line.description, line.category, line.type, line.detail, line.justification, line.vendor]
    .filter(Boolean)
    .join(' \n ');
  const allText = normalizeText(all);
  const places = readPlaces(allText);
  const payment = readPayment(allText);
  const time = readServiceTime(all);
  const itemText = normalizeText(item);
  const subscription = readSubscriptionTerms(itemText);
  const gradeAndAge = readGradeAndAge(allText);
  // The product states its minimum age; the student's age or grade is stated about the student.
  const itemAge = readGradeAndAge(` ${normalizeText(line.description).trim()} `);
  const student = readGradeAndAge(normalizeText([line.justification, line.detail].filter(Boolean).join(' \n ')));
  return {
    sizeInches: readSizeInches(item),
    quantity: readQuantity(item),
    ...time,
    credentials: readCredentials(allText),
    licenceNumber: readLicenceNumber(all),
    ...places,
    paymentMethod: payment.method,
    payee: payment.payee,
    unpaid: payment.unpaid,
    shipToStates: readShipToStates(allText),
    forAdultOnly: readForAdultOnly(itemText),
    fullTime: readFullTime(allText),
    universalStudent: readUniversalStudent(allText),
    dates: readDates(item),
    subscriptionTerm: subscription.term,
    multiUser: subscription.multiUser,
    ...gradeAndAge,
    belowMinimumAge: isBelowMinimumAge(itemAge.minimumAge ?? gradeAndAge.minimumAge, student),
    forAnotherChild: readForAnotherChild(allText),
    replacement: readReplacement(allText),
  };
}
