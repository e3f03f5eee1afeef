/** The applicant as outside systems need them; the SSN travels only to the systems that need it. */
export type PersonIdentity = {
  firstName: string;
  lastName: string;
  email: string;
  /** 9 digits, no dashes. */
  ssn: string;
  dateOfBirth: Date;
  address: PostalAddress;
};

/** Spec §3: an address; state is the two-letter code. */
export type PostalAddress = {
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
  county?: string | null;
};
