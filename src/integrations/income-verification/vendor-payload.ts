/**
 * What a payroll-connection vendor answers (shaped like the common ones: a report id, a PDF, and
 * per employment the employer, the title, hire and termination dates and the pay). The sandbox
 * builds this same payload, so the transform is exercised on every connection.
 */
export type PayFrequency = "weekly" | "biweekly" | "semimonthly" | "monthly";

export type VendorEmployment = {
  employer: {
    name: string;
    phone: string | null;
    address: { street: string; unit: string | null; city: string; state: string; postal_code: string } | null;
  };
  title: string;
  /** YYYY-MM-DD */
  hire_date: string;
  /** YYYY-MM-DD, null while employed. */
  termination_date: string | null;
  pay: {
    frequency: PayFrequency;
    base_per_period: number;
    annual_overtime: number;
    annual_bonus: number;
    annual_commission: number;
  };
};

export type VendorReport = {
  report_id: string;
  provider_name: string;
  report_pdf_url: string | null;
  employments: VendorEmployment[];
};
