from _lib import L, C, write
IM = "Instructional Material"
c = []
# ---------------- PASS ----------------
c.append(C("eo-ind-001-private-tuition", "pass",
 "FES-EO §3: private-school tuition is the primary purpose of the scholarship; invoice, fee schedule and proof of payment attached (§0.5 tuition package).",
 "St. Mark's Catholic School", [L("Tuition - August & September 2023, grade 6 (full time)", 1480.00, "Eligible Private School", None, None,
   "Gabriel attends St. Mark's full time; this is his 2023-24 tuition for aug-sep per the payment schedule")],
 files=["st-marks-statement-aug-sep-2023.pdf", "2023-24-tuition-and-fees.pdf", "bank-ach-confirmation.pdf"]))
c.append(C("eo-ind-002-magic-tree-house", "pass",
 "FES-EO §3.1 Instructional Materials → Books; no cap stated; specific use.",
 "Amazon", [L("Magic Tree House boxed set books 1-28 (paperback)", 89.99, IM, "Books", None,
   "Nora (2nd grade) reads 20 min a night for her school reading log; her teacher said she needs chapter books at her level (lexile 500)")],
 files=["amazon-order-111-3320987.pdf"]))
c.append(C("eo-ind-003-ixl-single", "pass",
 "FES-EO §3.2: digital materials capped at $750/yr; a single-student IXL year at $79 is well inside it.",
 "IXL Learning", [L("IXL Math + ELA annual membership, 1 child", 79.00, IM, "Digital Materials", "educational subscription",
   "invoice #IXL-4471029. Julian (4th) uses IXL at home 20 min a day to practice the skills his math teacher assigns, single student plan")],
 files=["ixl-invoice-IXL-4471029.pdf"]))
c.append(C("eo-ind-004-att-fiber", "pass",
 "FES-EO §3.2: internet resources up to $900/yr, in-home service at the Florida address; one month well within.",
 "AT&T", [L("AT&T Fiber 500 - monthly service Sept 2023", 65.00, IM, "Internet Resources", None,
   "service at our home in Kissimmee FL (address on the application); needed for homework on Canvas and her online Spanish course")],
 files=["att-bill-sept-2023.pdf"]))
c.append(C("eo-ind-005-rosetta-spanish", "pass",
 "FES-EO Digital Materials (cap $750/yr); single-user language program, specific use.",
 "Rosetta Stone", [L("Rosetta Stone Spanish (Latin America) 12-month, single user", 179.00, IM, "Digital Materials", None,
   "Valeria takes Spanish 1 at school and is behind; 30 min daily practice, her teacher recommended it")],
 files=["rosetta-order-88341.pdf"]))
c.append(C("eo-ind-006-tennis-racquet-lessons", "pass",
 "FES-EO §3.2: PE equipment/fees cap $3,000/yr, single piece ≤ $1,000; both lines well within.",
 "Tennis Warehouse / Bay Tennis Academy", [
   L("Babolat Pure Drive Junior 26 racquet", 149.00, IM, "Physical Education", "equipment",
     "Emily (12) plays on the middle school tennis team and takes weekly lessons"),
   L("junior group tennis clinic, Sept 2023 (4 sessions)", 120.00, IM, "Physical Education", "lessons",
     "coach is USPTA certified pro; clinic is tue afternoons")],
 files=["tennis-warehouse-receipt.pdf", "bay-tennis-invoice-sept.pdf", "uspta-cert.pdf"]))
c.append(C("eo-ind-007-rower-999", "pass",
 "Near miss on the PE single-piece cap (§3.2 'any single piece reimbursed up to $1,000'): $990 is under it; non-motorized exercise equipment.",
 "Concept2", [L("Concept2 RowErg rowing machine (standard legs)", 990.00, IM, "Physical Education", "exercise equipment",
   "Daniel (10th) is on his school's rowing team (crew) and the coach assigned erg workouts 3x a week at home in the off-season; first PE purchase this year")],
 files=["concept2-order-C2-770114.pdf", "coach-training-plan.pdf"]))
c.append(C("eo-ind-008-kennedy-space-center", "pass",
 "FES-EO Field Trips (cap $500); single student ticket in Florida with a specific educational link.",
 "Kennedy Space Center Visitor Complex", [L("1-day admission child (3-11)", 65.00, IM, "Field Trips", None,
   "Lucas (5th grade) is studying the solar system in science; we did the Atlantis exhibit and rocket garden and he did a report for class")],
 files=["ksc-eticket-receipt.pdf"]))
c.append(C("eo-ind-009-epcot-educational", "pass",
 "FES-EO §3.2: field trips cap $500; 2023-24 'theme-park tickets allowed with educational-benefit showing' — strong, specific benefit given; student ticket only.",
 "Walt Disney World", [L("Epcot 1-day ticket child (3-9), 9/16/2023", 149.00, IM, "Field Trips", "theme park",
   "social studies unit on world cultures (grade 3): we visited the 11 World Showcase pavilions and she completed a passport worksheet with facts about each country's food, language and landmarks, then presented it to her class. only her ticket is claimed")],
 files=["disney-ticket-invoice.pdf", "card-statement-sept.pdf", "world-showcase-worksheet.pdf"]))
c.append(C("eo-ind-010-tutor-certified", "pass",
 "Tutoring with an FL-certified teacher (credential list §1.3 / §2.3); dated invoice with student name.",
 "Sunshine Scholars Tutoring", [L("chemistry tutoring 6 x 1hr (9/5-9/28/2023)", 330.00, "Part-Time Tutoring Services", None,
   "Mr. James Carter, certified teacher FL #1075521, Chemistry 6-12",
   "Aaliyah (10th, honors chemistry) got a D on her first test; weekly sessions on stoichiometry before each unit test")],
 files=["carter-fl-educator-cert.pdf", "sunshine-scholars-invoice-aaliyah.pdf"]))
c.append(C("eo-ind-011-psat-fee", "pass",
 "FES-EO statutory uses include fees for norm-referenced tests / postsecondary-related assessments.",
 "Jesuit High School", [L("PSAT/NMSQT fee, October 2023 administration", 18.00, "Testing and Assessments", None, None,
   "Marcus is a junior; the PSAT qualifies him for National Merit and is practice for the SAT")],
 files=["school-receipt-psat.pdf"]))
c.append(C("eo-ind-012-violin-rental", "pass",
 "FES-EO §3.1 Musical Instruments & Equipment.",
 "Sam Ash Music", [L("violin 3/4 rental (monthly) + maintenance plan", 24.95, IM, "Musical Instruments & Equipment", None,
   "Ella joined orchestra at school this year (grade 5); practice 15 min daily")],
 files=["sam-ash-rental-agreement.pdf"]))
c.append(C("eo-ind-013-tv-50in", "pass",
 "FES-EO §3.2: 'TVs up to 55\"' — 50-inch is within.",
 "Walmart", [L("onn. 50\" class 4K UHD roku smart TV", 238.00, IM, "At-Home Classroom Furnishings", "TV",
   "homework station in his room: he watches his teacher's recorded Edpuzzle lessons and Khan Academy videos for algebra; no other screen in the house for school")],
 files=["walmart-receipt-08-22-2023.pdf"]))
c.append(C("eo-ind-014-dual-enrollment-books", "pass",
 "FES-EO uses include postsecondary tuition/fees (Florida College System); textbooks for a dual-enrollment course.",
 "Valencia College Bookstore", [L("textbook: American Government (OpenStax print) + course fee POS 2041", 86.50, "Eligible Postsecondary Institution or Program", None, None,
   "Sophia (12th) is dual enrolled in POS 2041 at Valencia for fall 2023")],
 files=["valencia-bookstore-receipt.pdf", "fall-2023-schedule.pdf"]))
# ---------------- REVIEW ----------------
c.append(C("eo-ind-015-field-trip-near-cap", "review",
 "FES-EO §3.2: field trips capped at $500; parent reports ~$400 of earlier field trips this year, so this $180 claim possibly exceeds the cap — needs a human to check history.",
 "Florida Aquarium", [L("Florida Aquarium behind the scenes tour, youth", 180.00, IM, "Field Trips", None,
   "3rd field trip this year (we did the Dali museum and the zoo behind-the-scenes, about $400 total). marine biology interest")],
 files=["flaquarium-receipt.pdf"]))
c.append(C("eo-ind-016-digital-near-cap", "review",
 "FES-EO §3.2: digital materials capped at $750/yr; this $690 claim plus an earlier subscription the parent mentions may exceed the cap.",
 "Various (Amazon digital)", [
   L("BrainPOP family annual", 230.00, IM, "Digital Materials", None, "science videos"),
   L("Adobe Creative Cloud student & teacher, 1 yr", 239.88, IM, "Digital Materials", None, "graphic design class"),
   L("Audible Premium Plus annual", 149.50, IM, "Digital Materials", None, "audiobooks for english"),
   L("Duolingo Max annual", 70.62, IM, "Digital Materials", None, "french")],
 files=["amazon-digital-orders.pdf"]))
c.append(C("eo-ind-017-disney-weak", "review",
 "FES-EO §3.2: theme-park tickets allowed only with an educational-benefit showing; justification is recreational ('the kids love it').",
 "Walt Disney World", [L("Magic Kingdom 1-day ticket child", 139.00, IM, "Field Trips", None, "the kids love disney, fun day")],
 files=["disney-receipt.pdf"]))
c.append(C("eo-ind-018-tutor-no-docs", "review",
 "Tutoring needs a listed credential and an invoice with student name and dates; none attached.",
 "Mr. Dave", [L("tutoring - september", 200.00, "Part-Time Tutoring Services", None, None, "math")]))
c.append(C("eo-ind-019-outschool", "review",
 "Ambiguous: FES-EO uses cover approved online course / virtual providers and private tutoring programs; an Outschool live class by an individual teacher is not clearly either.",
 "Outschool", [L("Outschool - Creative Writing Club for Teens (ongoing, weekly) Sept 2023", 60.00, "Curriculum/Course", None, None,
   "extra writing practice")],
 files=["outschool-receipt.pdf"]))
c.append(C("eo-ind-020-tuition-annual-fund", "review",
 "Multi-line: tuition is fine, but an 'annual fund' contribution is a prohibited private-school fee in the PEP guide (§1.2); for FES-EO the equivalent list is 'likely similar (unverified)' — needs a human.",
 "Calvary Christian Academy", [
   L("tuition september 2023", 925.00, "Eligible Private School", None, None, "full time grade 8"),
   L("annual fund giving - required family commitment", 250.00, "Eligible Private School", None, None, "school requires it from every family")],
 files=["calvary-statement-sept.pdf", "calvary-fee-schedule.pdf", "amex-statement.pdf"]))
c.append(C("eo-ind-021-subscription-charges", "review",
 "§0.5: receipts must name the items; 'subscription charges' is not enough and there is no invoice number. On hold for a better document.",
 "Apple", [L("subscription charges", 59.94, IM, "Digital Materials", None, "learning apps for my son")],
 files=["apple-email-receipt.png"]))
c.append(C("eo-ind-022-family-museum-membership", "review",
 "SUFS framework (§0.3): family memberships are prorated to the student's share; the whole family membership is claimed.",
 "Museum of Discovery and Science", [L("family membership (2 adults + kids) 1 year", 165.00, IM, "Field Trips", "museum membership",
   "we go monthly to support her science class units")],
 files=["mods-membership-receipt.pdf"]))
c.append(C("eo-ind-023-hamilton-nyc", "review",
 "Plays/musicals are eligible field trips, but out-of-state activities need pre-authorization (§0.3); Broadway tickets in NYC without pre-auth.",
 "Telecharge", [L("Hamilton - Richard Rodgers Theatre NYC, 1 student ticket mezz", 189.00, IM, "Field Trips", None,
   "US history class is on the revolution, she read the Chernow excerpt and wrote a paper comparing the musical and history")],
 files=["telecharge-confirmation.pdf"]))
c.append(C("eo-ind-024-tuition-balance-owed", "review",
 "FES-EO §3.2: ESA items for private-school students only from funds remaining after tuition and fees; parent says tuition is still unpaid.",
 "Lakeshore Learning", [L("Lakeshore STEM challenge kit grades 3-5", 89.99, IM, "Lab Fees & Materials", None,
   "science at home. we still owe the school for september tuition but need this now")],
 files=["lakeshore-receipt.pdf"]))
c.append(C("eo-ind-025-canon-camera-weak", "review",
 "Electives equipment (camera) is eligible in the SUFS framework, but an $849 camera with a one-word justification needs more showing of educational benefit.",
 "B&H Photo", [L("Canon EOS Rebel T7 DSLR w/ 18-55mm kit lens", 849.00, IM, "Electives", None, "photography")],
 files=["bh-invoice.pdf"]))
c.append(C("eo-ind-026-tv-plus-soundbar", "review",
 "Multi-line: a 55\" TV is within the limit, but a soundbar is a speaker (peripheral/home audio) whose eligibility for FES-EO is not stated — needs a human.",
 "Best Buy", [
   L("Insignia 55\" F30 4K fire TV", 299.99, IM, "At-Home Classroom Furnishings", "TV", "for homework videos and google classroom"),
   L("Bose TV Speaker soundbar", 279.00, IM, "At-Home Classroom Furnishings", None, "so she can hear the videos")],
 files=["bestbuy-receipt.pdf"]))
c.append(C("eo-ind-027-chess-lessons-no-cred", "review",
 "Elective lessons need a provider qualification (§1.3: certification, degree, ≥3 years' documented experience…); none shown, paid via PayPal to an individual.",
 "Coach Viktor (PayPal)", [L("private chess lessons x 4, september", 160.00, IM, "Electives", "lessons",
   "Ethan (7th) is in the school chess club and wants to compete in the scholastic tournament in november")],
 files=["paypal-receipt.png"]))
# ---------------- FAIL ----------------
c.append(C("eo-ind-028-internet-annual-over-cap", "fail",
 "FES-EO §3.2: internet resources annual cap $900; a prepaid year at $1,068 exceeds it beyond doubt.",
 "Xfinity", [L("Xfinity gigabit internet - 12 months prepaid ($89/mo)", 1068.00, IM, "Internet Resources", None,
   "home internet for homework, address in Orlando FL")],
 files=["xfinity-prepaid-invoice.pdf"]))
c.append(C("eo-ind-029-pe-hoop-over-1000", "fail",
 "FES-EO §3.2: 'any single piece reimbursed up to $1,000'; a $1,399 in-ground hoop exceeds the single-piece limit (near miss: the $990 rower).",
 "Dick's Sporting Goods", [L("Goalrilla 54\" in-ground basketball hoop", 1399.00, IM, "Physical Education", "equipment",
   "he plays on his school team and practices every day")],
 files=["dicks-receipt.pdf"]))
c.append(C("eo-ind-030-field-trip-over-500", "fail",
 "FES-EO §3.2: field trips capped at $500; a single $640 claim exceeds it beyond doubt.",
 "Sea Camp Key West (day programs)", [L("marine science day program, 4 days, student", 640.00, IM, "Field Trips", None,
   "snorkeling the reef and marine biology labs, 8th grade science")],
 files=["seacamp-invoice.pdf"]))
c.append(C("eo-ind-031-digital-over-750", "fail",
 "FES-EO §3.2: digital materials annual cap $750; this claim alone is $820.",
 "Adobe / Microsoft / Apple", [
   L("Adobe Creative Cloud All Apps (individual, not student) 1 yr", 659.88, IM, "Digital Materials", None, "digital art elective"),
   L("Microsoft 365 Family 1 yr", 99.99, IM, "Digital Materials", None, "homework"),
   L("Final Cut Pro for Mac", 59.99, IM, "Digital Materials", None, "film club")],
 files=["adobe-invoice.pdf", "ms-invoice.pdf", "apple-invoice.pdf"], amount=819.86))
c.append(C("eo-ind-032-tv-65in", "fail",
 "FES-EO §3.2: 'TVs up to 55\"' — a 65-inch TV exceeds it.",
 "Costco", [L("Sony 65 in Bravia 3 4K LED TV", 599.99, IM, "At-Home Classroom Furnishings", "TV", "for the whole family's learning")],
 files=["costco-receipt.pdf"]))
c.append(C("eo-ind-033-hp-laptop", "fail",
 "Digital devices are not among the FES-EO statutory uses (§3.2 'Digital devices for FES-EO: not found (not in statute list)'); devices are a UA-only category (§6). Labelled fail with some doubt (see README).",
 "Staples", [L("HP 15.6\" laptop Intel i5 16GB/512GB", 549.99, IM, "Technology", None,
   "her school requires a laptop for 7th grade (BYOD)")],
 files=["staples-receipt.pdf"]))
c.append(C("eo-ind-034-aba-therapy", "fail",
 "§6: therapies are UA-only; FES-EO does not fund specialized services.",
 "Blue Sky ABA", [L("ABA therapy 20 hrs, Sept 2023", 1200.00, "Specialized Services", None,
   "BCBA supervised", "behavior therapy for my son with autism")],
 files=["bcba-cert.pdf", "blue-sky-invoice.pdf"]))
c.append(C("eo-ind-035-used-bike-cash", "fail",
 "§0.3: 'Cash to private sellers: not reimbursable'.",
 "OfferUp seller", [L("used Trek mountain bike 24in", 180.00, IM, "Physical Education", None,
   "paid cash to a seller on offerup, he rides for exercise after school")]))
c.append(C("eo-ind-036-london-trip", "fail",
 "§0.3: 'field trips outside the US are never eligible'.",
 "British Museum / EF Tours", [L("educational tour London - student portion, British Museum & Tower of London", 450.00, IM, "Field Trips", None,
   "world history class studied the British monarchy and Egyptian artifacts")],
 files=["ef-tours-invoice.pdf"]))
c.append(C("eo-ind-037-ps5", "fail",
 "Gaming consoles are prohibited in the SUFS framework (§1.2) and are no FES-EO use.",
 "GameStop", [L("PlayStation 5 slim digital edition", 449.99, IM, "Technology", None, "educational games")],
 files=["gamestop-receipt.pdf"]))
c.append(C("eo-ind-038-prior-year-receipt", "fail",
 "§0.6: items must be bought in the current school year (July 1 2023 – June 30 2024); a May 2023 receipt belongs to 2022-23, past the July 31 grace.",
 "Barnes & Noble", [L("summer reading books x4 (receipt date 05/20/2023)", 47.96, IM, "Books", None,
   "required summer reading list for 7th grade")],
 files=["bn-receipt-2023-05-20.pdf"]))
c.append(C("eo-ind-039-workbooks-plus-nerf", "fail",
 "Multi-line: the workbook is eligible, but the Nerf blaster is a toy weapon (§0.3 safety / §1.2), which decides the claim.",
 "Target", [
   L("Brain Quest workbook grade 4", 12.99, IM, "Books", None, "summer review of math and reading"),
   L("Nerf Fortnite blaster", 29.99, IM, "Physical Education", None, "outdoor games")],
 files=["target-receipt.pdf"]))
c.append(C("eo-ind-040-disney-dining-parking", "fail",
 "Multi-line: the Epcot ticket could be eligible, but the dining plan and parking are food/parking add-ons that fall in no category and are prohibited in the SUFS framework (§1.2 'meals, food...; parking').",
 "Walt Disney World", [
   L("Epcot 1-day ticket child", 134.00, IM, "Field Trips", None, "world showcase for geography class"),
   L("Disney dining plan - quick service (1 day child)", 27.50, IM, "Field Trips", None, "lunch at the park"),
   L("standard parking", 30.00, IM, "Field Trips", None, None)],
 files=["disney-invoice.pdf"]))
write("FL_FES_EO", "2023-10-01T15:00:00.000Z", c, "FL_FES_EO.json")
