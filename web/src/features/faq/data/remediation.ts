import { CREDIT_BUREAUS } from '@breachwatch/core/recovery/credit-bureaus';
import { RECOVERY_SOURCES } from '@breachwatch/core/recovery/recovery-sources';
import type { FaqCategory } from './types';

export const remediation: FaqCategory = {
  id: 'remediation',
  title: 'Fixing things',
  summary: 'Practical steps to protect yourself after a leak, most important first.',
  questions: [
    {
      id: 'what-to-do-first',
      question: 'My data leaked. What should I do first?',
      answer: [
        'Take a breath: most of the protection you need is free and takes an afternoon. Your Exposure Report and your recovery plan list the steps for what leaked about you. In general, in this order:',
        [
          'If your Social Security number leaked, or your date of birth with your address or phone number, freeze your credit at Equifax, Experian and TransUnion.',
          'Change the password on your main email account, then on your bank and shopping accounts, and turn on multi-factor authentication.',
          'Check your bank and card statements for anything you do not recognize.',
          'If your Social Security number leaked, get an IRS Identity Protection PIN.',
          'If someone has already used your identity, report it to the FTC at IdentityTheft.gov.',
        ],
        'Each step is explained below. If you would rather do it with someone, our team can walk you through it.',
      ],
    },
    {
      id: 'how-to-freeze-credit',
      question: 'How do I freeze my credit, and how do I lift it when I need to?',
      answer: [
        'A credit freeze stops lenders from seeing your credit report, so nobody can open a new loan or card in your name. It is free by federal law, does not affect your credit score, and you keep using your existing cards as normal.',
        'You need to place it separately with each of the three bureaus: Equifax, Experian and TransUnion. Each lets you do it online or by phone and gives you an account or PIN to manage it.',
        'When you apply for credit yourself, lift the freeze temporarily at the bureau the lender uses (or all three), for a day or a date range you choose. Requests made online or by phone must be honored within an hour, and the freeze comes back on automatically when the period ends.',
      ],
      links: [
        { label: 'Equifax freeze', href: CREDIT_BUREAUS.equifax.freezeUrl },
        { label: 'Experian freeze', href: CREDIT_BUREAUS.experian.freezeUrl },
        { label: 'TransUnion freeze', href: CREDIT_BUREAUS.transunion.freezeUrl },
      ],
    },
    {
      id: 'fraud-alert-vs-freeze',
      question: 'What is a fraud alert, and how is it different from a freeze?',
      answer: [
        'A fraud alert asks lenders to take extra steps to confirm it is really you before opening credit. It is free, and you only need to contact one bureau: it must tell the other two.',
        [
          'An initial fraud alert lasts one year and can be renewed.',
          'An extended fraud alert lasts seven years and is available if you have an identity theft report (for example from IdentityTheft.gov).',
        ],
        'A freeze is stronger because it blocks access to your report entirely. Many people use both.',
      ],
    },
    {
      id: 'irs-identity-protection-pin',
      question: 'How do I stop someone filing a tax return in my name?',
      answer: [
        'Get an IRS Identity Protection PIN (IP PIN). It is a six-digit number that must be on any tax return filed with your Social Security number, so a thief cannot file one. Anyone who can verify their identity can get one, free, through the "Get an IP PIN" tool on IRS.gov. The IRS makes a new PIN for each filing season; if you got yours online, sign in to your IRS account from mid-January to get the new one.',
        'If a return has already been filed in your name, the IRS will usually send you a letter. Respond to it and follow the instructions at IdentityTheft.gov, which can prepare IRS Form 14039 for you.',
      ],
      links: [{ label: 'Get an IP PIN on IRS.gov', href: RECOVERY_SOURCES.irsIpPin.url }],
    },
    {
      id: 'report-to-the-ftc',
      question: 'Should I report identity theft to the FTC?',
      answer: [
        'Yes, if someone has used your information (opened an account, made a charge, filed taxes). Reporting at IdentityTheft.gov, the Federal Trade Commission\'s official site, gives you an Identity Theft Report and a personal recovery plan with pre-filled letters for banks and credit bureaus.',
        'The report is what lets you get an extended fraud alert and remove fraudulent accounts from your credit report. You can also report by phone at 1-877-438-4338. Some banks and creditors will also ask for a police report.',
      ],
      links: [{ label: 'IdentityTheft.gov', href: RECOVERY_SOURCES.identityTheftGov.url }],
    },
    {
      id: 'protect-phone-number',
      question: 'How do I stop someone taking over my phone number?',
      answer: [
        'Criminals sometimes move ("port") your number to their own SIM so they receive your text-message codes. Call your mobile carrier or use its app to:',
        [
          'Add a port-out PIN or number lock (carriers call it a number transfer PIN, port protection or account lock).',
          'Add a separate account PIN or passcode for changes made in stores or by phone.',
          'Turn on the SIM PIN in your phone\'s settings, so the SIM card cannot be used in another phone without it.',
        ],
        'If your phone suddenly loses service for no reason, call your carrier from another phone straight away.',
      ],
    },
    {
      id: 'secure-your-accounts',
      question: 'How should I secure my online accounts?',
      answer: [
        'Start with your main email account, because it can reset every other password. Then your bank, your mobile carrier and the shops that keep your card.',
        [
          'Use a password manager so every account has its own long, random password. You only remember one.',
          'Turn on multi-factor authentication (MFA). An authenticator app or a passkey is safer than text-message codes.',
          'Change any password that was leaked, and every account where you reused it.',
          'Sign out of devices you do not recognize in each account\'s security settings.',
        ],
      ],
    },
    {
      id: 'check-bank-statements',
      question: 'What should I look for on my bank and card statements?',
      answer: [
        'Read every transaction for the last few months, not just the large ones. Watch for:',
        [
          'Small charges of a dollar or less: thieves often test a card before using it.',
          'Payees, subscriptions or transfers you do not recognize.',
          'New cards, accounts or address changes you did not ask for.',
        ],
        'Turn on alerts for every purchase and transfer in your banking app. Report anything suspicious to your bank the same day: the sooner you report it, the more the law limits what you can lose, especially for debit cards.',
      ],
    },
  ],
};
