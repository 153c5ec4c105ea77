import type { InsightRecord } from '../schemas';

export const quantumComputingBreakthrough2025: InsightRecord = {
  slug: 'quantum-computing-breakthrough-2025',
  title: 'Quantum Computing in 2025: What Is Real for a Mid-Sized Business, and What Is Not Yet',
  excerpt:
    'Error correction made genuine progress in 2024, but quantum computers that solve business problems are still years away. The quantum work a mid-sized company should fund in 2025 is post-quantum cryptography.',
  category: 'Emerging Technology',
  date: '2025 Forecast',
  publishedAt: '2025-02-03',
  modifiedAt: '2026-11-22',
  reviewedAt: '2026-11-22',
  authorSlug: 'theo-lindqvist',
  imageUrl: '/images/insights/quantum-computing-breakthrough-2025.svg',
  imageAlt:
    'Abstract illustration of a lattice of glowing points, some grouped into shielded clusters, set against a faint padlock outline',
  content: [
    `Quantum computing had a genuinely important year in 2024, and a mid-sized company should respond in a way that may seem backwards. Do not buy quantum compute time, hire a quantum team or commission a study of quantum optimization. Do start migrating your encryption. For most businesses, both the practical quantum risk and the practical quantum work in 2025 sit in cryptography, where the standards are final and the deadlines are taking shape, not in computation, where machines able to do useful commercial work do not yet exist.`,

    `The progress is real, so it deserves a precise description. Quantum bits are fragile, and every physical qubit makes errors. Error correction combines many physical qubits into one logical qubit that is more reliable than its parts, but only if the physical error rate sits below a threshold. In December 2024 a major industry lab reported a 105-qubit superconducting chip on which the logical error rate fell by roughly half each time the error-correcting code was enlarged. That is the below-threshold behavior researchers have pursued for nearly thirty years. It is a milestone in physics and engineering, not a product.`,

    `The gap between that milestone and business value is wide. Demonstrations so far involve a handful to a few dozen logical qubits running short sequences of operations. Chemistry and materials simulations that could beat classical methods are generally estimated to need hundreds to thousands of high-quality logical qubits running for hours or days, which implies hundreds of thousands to millions of physical qubits. The largest machines today have from about a hundred to a little over a thousand physical qubits. Hardware road maps point to early fault-tolerant systems toward the end of this decade, and road maps in this field have slipped before.`,

    `Claims about optimization deserve the most skepticism. Vendors pitch quantum routing, scheduling and portfolio tools to mid-sized firms, usually running on annealers or small gate-based machines. We have not seen a published, independently checked case in which one of these beat a well-tuned classical solver on a commercial problem of realistic size. What we have seen is companies benefit from the pilot itself, because framing a scheduling problem precisely enough for a quantum trial revealed improvements that ordinary mixed-integer solvers then delivered. That is a useful lesson, but it argues for better operations research, not for quantum hardware.`,

    `Cryptography is different because the threat does not depend on when a large quantum computer arrives, only on whether it arrives while your data still matters. The public-key algorithms that protect almost all internet traffic, RSA and elliptic-curve cryptography, can be broken by a sufficiently large fault-tolerant machine running Shor's algorithm. An adversary can record encrypted traffic today and decrypt it later, a tactic known as harvest now, decrypt later. If your contracts, product designs, health records or customer data must stay confidential for ten years or more, the relevant question is whether they are crossing networks unprotected against that tactic today.`,

    `The standards to respond with now exist. In August 2024 NIST published its first three post-quantum standards: FIPS 203, which specifies ML-KEM for key establishment, and FIPS 204 and FIPS 205, which specify the ML-DSA and SLH-DSA digital signature schemes. A NIST draft released in November 2024 proposes deprecating the weaker quantum-vulnerable public-key algorithms after 2030 and disallowing all of them after 2035. Widely used web browsers already negotiate hybrid key exchange that pairs a classical algorithm with ML-KEM. For most companies the migration will arrive through vendors, so the work is mainly inventory and procurement rather than mathematics.`,

    `Order matters in the migration. Key establishment comes first, because that is what a harvest-now attack exploits: a session key captured today can be recovered later. Digital signatures are less urgent in most places, since forging one requires a quantum computer at the moment of the attack, not years afterward. The exception is any signature that must stay trustworthy for a long time, such as firmware and code-signing keys, root certificates and signed records with long retention periods. Those deserve early attention, because replacing a signing key already built into equipment in the field is slow and expensive.`,

    `A mid-sized medical-device manufacturer we worked with in late 2024 shows what the first phase looks like. Its inventory found public-key cryptography in 212 places: VPN gateways, the ERP system, an e-signature service, firmware signing for devices in the field, and dozens of internal certificates nobody owned. Vendor upgrades will cover most of them. Two items will not: the firmware-signing keys, because installed devices stay in service for twelve years, and a file-transfer link with a contract manufacturer built on an unmaintained library. Those two became funded projects. The assessment took seven weeks and two internal staff working part-time.`,

    `The serious counterargument is timing: a machine able to break today's encryption may be fifteen years away or more, and the standards could still be revised. Both points have merit. Published estimates for breaking 2048-bit RSA have run to millions of physical qubits, far beyond anything built. But migrations of this kind are slow; retiring SHA-1 took most organizations the better part of a decade. Inventory and crypto-agility, meaning the ability to swap algorithms through configuration rather than rewrites, pay off on any timeline, because they also catch expired certificates, weak legacy ciphers and undocumented dependencies.`,

    `There are exceptions to the wait-and-see stance on computation. A specialty chemicals or pharmaceutical company whose products depend on molecular simulation should keep a small, informed watch on the field, perhaps one scientist spending a tenth of their time and a modest cloud-access budget to follow results. Financial firms should track research on risk simulation. For everyone else, the sensible posture is to decline vendor invitations to pilot, ask for independent benchmarks against classical methods whenever performance is claimed, and revisit the question once machines with a hundred or more reliable logical qubits have been demonstrated.`,

    `The first ninety days of that agenda are short. Name an owner for cryptographic migration, usually in IT security, with a sponsor on the executive team. Build an inventory of where public-key cryptography is used, starting with systems that protect long-lived data or long-lived devices. Add post-quantum questions to vendor reviews: when support for FIPS 203 and FIPS 204 is planned, and how it will be delivered. Classify data by how many years it must remain confidential. And turn down quantum computing pilots unless the vendor can show a classical baseline. That is the quantum agenda that fits a mid-sized business in 2025.`,
  ].join('\n\n'),
  update:
    `In March 2025 NIST selected HQC as a second algorithm for key establishment, a backup to ML-KEM that rests on different mathematics, and said it expects to finalize that standard in 2027. NIST's advice did not change: ML-KEM remains the recommended choice, and organizations should keep migrating to the standards finalized in 2024. Nothing in that announcement alters the plan in this article.`,
  keyPoints: [
    'The 2024 error-correction results were a scientific milestone; they did not make quantum machines useful for commercial problems in 2025.',
    'No commercial quantum optimization tool has shown a verified edge over a good classical solver, so any pilot should be measured against one.',
    'Traffic captured now can be decrypted once large machines exist, which makes the exposure a function of how long information must stay secret.',
    'With FIPS 203, 204 and 205 final, companies have fixed post-quantum standards to plan around, and most adoption will come through vendor upgrades.',
    'A cryptographic inventory takes weeks rather than years and turns up legacy weaknesses worth fixing whatever the quantum timeline.',
  ],
  relatedTopics: [
    'Post-Quantum Cryptography',
    'Crypto-Agility',
    'Cybersecurity',
    'Technology Risk',
    'Emerging Technology',
  ],
  relatedIndustries: ['manufacturing', 'healthcare'],
  relatedServices: ['digital-transformation', 'strategy-consulting'],
  sources: [
    { title: 'FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard', publisher: 'National Institute of Standards and Technology', date: '13 August 2024' },
    { title: 'FIPS 204, Module-Lattice-Based Digital Signature Standard', publisher: 'National Institute of Standards and Technology', date: '13 August 2024' },
    { title: 'FIPS 205, Stateless Hash-Based Digital Signature Standard', publisher: 'National Institute of Standards and Technology', date: '13 August 2024' },
    { title: 'NIST IR 8547 (initial public draft), Transition to Post-Quantum Cryptography Standards', publisher: 'National Institute of Standards and Technology', date: 'November 2024' },
    { title: 'NIST Selects HQC as Fifth Algorithm for Post-Quantum Encryption', publisher: 'National Institute of Standards and Technology, news release', date: 'March 2025' },
  ],
};
