/** The seed's fields of work: reference data for generated members (./members.ts). */

/**
 * What members of a field do for a living (with relative frequencies), what they studied, and the help they can offer,
 * so that a doctor offers medical advice and a lawyer help with a land dispute, as in a real community.
 */
export interface Field {
  weight: number;
  professions: ReadonlyArray<readonly [string, number]>;
  degrees: readonly string[];
  offers: readonly string[];
}

// prettier-ignore
export const FIELDS: readonly Field[] = [
  {
    weight: 7,
    professions: [['Doctor', 6], ['Dentist', 1], ['Nurse', 2], ['Pharmacist', 1], ['Ayurvedic Doctor', 1], ['Physiotherapist', 1]],
    degrees: ['MBBS', 'MD', 'MS (Master of Surgery)', 'BDS', 'B.Sc. Nursing', 'B.Pharm', 'BAMS', 'BPT (Physiotherapy)'],
    offers: [
      'Medical advice', 'Second medical opinion', 'Doctor recommendation', 'Hospital in Patna', 'Hospital in Delhi',
      'AIIMS appointment', 'Child healthcare', 'Diabetes management', 'Pregnancy care', 'Blood donation',
      'Physiotherapy', 'Generic medicines', 'NEET preparation', 'Medical college selection', 'Diet and nutrition',
    ],
  },
  {
    weight: 12,
    professions: [['Software Engineer', 8], ['Web Developer', 2], ['Data Scientist', 1], ['Data Analyst', 2], ['DevOps / Cloud Engineer', 1], ['Product Manager', 1], ['QA / Test Engineer', 1]],
    degrees: ['B.Tech', 'B.E.', 'MCA', 'M.Tech', 'BCA', 'B.Sc. Computer Science'],
    offers: [
      'Job referral', 'Resume review', 'Coding mentorship', 'Learning Python', 'Learning data science',
      'Learning web development', 'Interview preparation', 'Mock interview', 'Jobs in Bengaluru', 'Jobs in Pune',
      'PG in Bengaluru', 'Moving to Bengaluru', 'Website development', 'App development', 'LinkedIn profile review',
      'Career guidance', 'Switching careers', 'Buying a laptop',
    ],
  },
  {
    weight: 10,
    professions: [['Teacher', 6], ['Professor / Lecturer', 2], ['Private Tutor', 3], ['Coaching Institute Owner', 1], ['School Principal', 1]],
    degrees: ['B.Ed', 'M.A.', 'M.Sc.', 'Ph.D.', 'B.Sc.', 'B.A.', 'M.Ed'],
    offers: [
      'Maths tuition', 'Science tuition', 'English tuition', 'Tuition for Class 10', 'Tuition for Class 12',
      'Class 10 board exam', 'Class 12 board exam', 'Choosing a stream after Class 10', 'Admission guidance',
      'NEET preparation', 'JEE preparation', 'Spoken English', 'Career guidance', 'Scholarship information',
      'Teaching jobs', 'Teacher eligibility test (CTET / STET)', 'PhD guidance', 'Coaching in Patna',
    ],
  },
  {
    weight: 3,
    professions: [['Lawyer / Advocate', 8], ['Judge', 1]],
    degrees: ['LLB', 'BA LLB', 'LLM'],
    offers: [
      'Legal advice', 'Land dispute', 'Property documents', 'Land mutation (Dakhil Kharij)', 'Court case guidance',
      'Will and succession', 'Family dispute', 'Rent agreement', 'Cheque bounce case', 'Consumer complaint',
      'RTI filing', 'Police complaint and FIR', 'Property partition', 'Divorce counselling', 'Notary and affidavit',
    ],
  },
  {
    weight: 10,
    professions: [['Government Employee', 5], ['Bank Officer', 2], ['Railway Employee', 2], ['Police Officer', 1], ['State Civil Services Officer', 1], ['IAS Officer', 1], ['Army', 1], ['Postal Employee', 1]],
    degrees: ['B.A.', 'M.A.', 'B.Sc.', 'B.Com.', 'B.Tech', 'M.Sc.'],
    offers: [
      'UPSC preparation', 'BPSC preparation', 'Government job preparation', 'Bank exam preparation',
      'Railway exam preparation', 'SSC preparation', 'Government schemes', 'Passport help', 'Police verification',
      'Army recruitment (Agniveer)', 'Filling online forms', 'Pension issues', 'Ration card', 'Caste certificate',
      'Domicile certificate', 'Bank account opening',
    ],
  },
  {
    weight: 5,
    professions: [['Chartered Accountant', 2], ['Accountant', 4], ['Tax Consultant', 1], ['Insurance Agent', 2], ['Financial Analyst', 1], ['Bank Clerk', 2]],
    degrees: ['CA (Chartered Accountant)', 'B.Com.', 'M.Com.', 'MBA', 'B.Com. (Hons)'],
    offers: [
      'Tax filing', 'Income tax notice', 'GST registration', 'GST return filing', 'Investment advice', 'Mutual funds',
      'Insurance advice', 'Life insurance', 'Home loan', 'Loan guidance', 'Financial planning',
      'Accounting and bookkeeping', 'Improving CIBIL score', 'PF withdrawal', 'Retirement planning',
    ],
  },
  {
    weight: 10,
    professions: [['Business Owner', 4], ['Shop Owner', 4], ['Trader', 3], ['Entrepreneur / Startup Founder', 1], ['Contractor', 2], ['Real Estate Agent', 1], ['Builder / Developer', 1]],
    degrees: ['B.Com.', 'BBA', 'MBA', '12th Pass', 'B.A.'],
    offers: [
      'Starting a business', 'Business plan', 'Company registration', 'MSME (Udyam) registration', 'Finding suppliers',
      'Marketing my business', 'Selling online', 'Opening a shop', 'Buying a flat', 'Property valuation',
      'House construction', 'Hiring staff', 'Business loan', 'Mudra loan', 'FSSAI food licence', 'Pricing and costing',
    ],
  },
  {
    weight: 4,
    professions: [['Civil Engineer', 3], ['Mechanical Engineer', 2], ['Electrical Engineer', 2], ['Architect', 1]],
    degrees: ['B.Tech', 'B.E.', 'Diploma in Civil Engineering', 'B.Arch', 'M.Tech'],
    offers: [
      'House construction', 'Architect for a house', 'Engineering college selection', 'JEE preparation',
      'Solar panel installation', 'Job referral', 'Jobs in Pune', 'Career guidance', 'Property valuation', 'Vastu advice',
    ],
  },
  {
    weight: 8,
    professions: [['Farmer', 6], ['Dairy Farmer', 2], ['Poultry Farmer', 1], ['Fish Farmer', 1], ['Agricultural Officer', 1]],
    degrees: ['10th Pass', '12th Pass', 'B.Sc. Agriculture', 'B.A.'],
    offers: [
      'Farming techniques', 'Organic farming', 'Dairy farming', 'Makhana farming', 'Litchi farming', 'Fish farming',
      'Soil testing', 'PM Kisan scheme', 'Kisan Credit Card', 'Crop insurance', 'Selling farm produce',
      'Vegetable farming', 'Vermicompost', 'Buying a tractor', 'Mushroom farming',
    ],
  },
  {
    weight: 6,
    professions: [['Electrician', 2], ['Plumber', 1], ['Carpenter', 1], ['Mechanic', 2], ['Mobile Repair Technician', 1], ['Tailor', 1], ['Beautician', 1], ['Driver', 2]],
    degrees: ['Below 10th', '10th Pass', '12th Pass', 'ITI Certificate'],
    offers: [
      'Electrician', 'Plumber', 'Carpenter', 'Vehicle repair', 'Mobile repair', 'AC repair', 'Home appliance repair',
      'Sewing and tailoring training', 'Beauty parlour training', 'Driving lessons', 'Inverter and battery',
      'Bridal makeup', 'Buying a used car',
    ],
  },
  {
    weight: 6,
    professions: [['Manager', 3], ['HR Professional', 2], ['Sales Executive', 2], ['Marketing Professional', 1], ['Consultant', 1], ['Digital Marketer', 1]],
    degrees: ['MBA', 'PGDM', 'BBA', 'B.Com.', 'B.A.'],
    offers: [
      'Job referral', 'Resume review', 'Interview preparation', 'Salary negotiation', 'Career guidance',
      'Social media marketing', 'Marketing my business', 'Public speaking', 'Personality development',
      'Jobs in Delhi NCR', 'Jobs in Mumbai', 'MBA admission', 'CAT preparation',
    ],
  },
  {
    weight: 3,
    professions: [['Journalist', 1], ['Photographer', 1], ['Content Creator', 1], ['Graphic Designer', 1], ['Interior Designer', 1]],
    degrees: ['BJMC (Journalism and Mass Communication)', 'B.A.', 'BFA', 'B.Des'],
    offers: [
      'Photography', 'Video editing', 'Starting a YouTube channel', 'Content writing', 'Logo and branding',
      'Interior design', 'Wedding photographer', 'Translation help',
    ],
  },
  {
    weight: 2,
    professions: [['Social Worker', 2], ['NGO Worker', 2], ['Priest / Religious Worker', 1]],
    degrees: ['MSW (Social Work)', 'B.A.', 'M.A.', 'Shastri'],
    offers: [
      'NGO support', 'Volunteering', 'Women empowerment', 'Self-help groups', 'Pandit for puja', 'Kundli matching',
      'Chhath Puja arrangements', 'Donations for the needy', 'Senior citizen care', 'Flood relief in Bihar',
    ],
  },
  {
    weight: 8,
    professions: [['Student', 1]],
    degrees: ['12th Pass', 'B.Tech', 'B.Sc.', 'B.A.', 'B.Com.', 'MBBS'],
    offers: [
      'Maths tuition', 'Computer basics', 'Typing practice', 'Study material and notes', 'Hostel for students',
      'Coaching in Kota', 'Coaching in Delhi', 'JEE preparation', 'Excel training', 'Book donation',
    ],
  },
  {
    weight: 6,
    professions: [['Homemaker', 1]],
    degrees: ['B.A.', '12th Pass', 'M.A.', 'B.Sc.', 'B.Com.'],
    offers: [
      'Cooking lessons', 'Parenting advice', 'Mehndi artist', 'Childcare', 'Sewing and tailoring training',
      'Wedding planning', 'Marriage arrangements', 'Matchmaking', 'Yoga classes', 'Drawing and painting',
    ],
  },
  {
    weight: 4,
    professions: [['Retired', 1]],
    degrees: ['B.A.', 'M.A.', 'B.Sc.', 'B.Com.', 'LLB', 'MBBS'],
    offers: [
      'Senior citizen care', 'Pension issues', 'Old age pension', 'Career guidance', 'Matchmaking',
      'Marriage arrangements', 'Kundli matching', 'Pilgrimage planning', 'Legal advice', 'Government schemes',
    ],
  },
];
