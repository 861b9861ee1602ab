export const guidesEn = {
  'guides.howToBuy.title': 'How to Buy',
  'guides.howToBuy.intro': 'You pay for {symbol} with a cryptocurrency. If you hold none yet, get some first.',
  'guides.howToBuy.theToken': 'the token',
  'guides.howToBuy.walletTitle': 'Get crypto with a wallet app',
  'guides.howToBuy.walletText':
    'Many self-custody wallet apps let you buy coins with a bank card through a payment partner. Install a wallet you trust, write down its recovery phrase on paper and keep it offline, then buy one of the currencies listed on the Buy Token page.',
  'guides.howToBuy.walletNote': 'Nobody from this team will ever ask for your recovery phrase.',
  'guides.howToBuy.exchangeTitle': 'Get crypto on an exchange',
  'guides.howToBuy.exchangeText':
    'A regulated exchange lets you deposit money, buy a cryptocurrency and send it on. Sending from an exchange needs the right network and address; the withdrawal guide explains both.',
  'guides.howToBuy.readGuide': 'Read the withdrawal guide',
  'guides.howToBuy.stepsTitle': 'Buy {symbol} step by step',
  'guides.howToBuy.step1Before': 'Open',
  'guides.howToBuy.step1Link': 'Buy Token',
  'guides.howToBuy.step1After': 'and choose the currency you will pay with.',
  'guides.howToBuy.step2':
    'Type the amount you pay, or use Swap to type the {symbol} you want to receive. The page shows the minimum, the maximum and your bonus.',
  'guides.howToBuy.step3': 'Press Buy Now!, check the amounts and press Continue.',
  'guides.howToBuy.step4':
    'Send exactly the shown amount to the shown address, by copying both or scanning the QR code, then press Confirm.',
  'guides.howToBuy.step5':
    'Your order page shows Processing Transaction until the payment is confirmed; your balance is credited when it is approved.',
  'guides.withdrawal.title': 'Withdrawal guide',
  'guides.withdrawal.intro': 'How to send crypto from an exchange account to the address shown in your order.',
  'guides.withdrawal.warningStrong': 'Pick the network that matches the address.',
  'guides.withdrawal.warning':
    'A transfer on the wrong network, or to a mistyped address, usually cannot be reversed and the money is lost.',
  'guides.withdrawal.stepsTitle': 'Steps on the exchange',
  'guides.withdrawal.step1': 'Sign in to your exchange account and open the wallet or assets page.',
  'guides.withdrawal.step2': 'Choose the currency you selected on the Buy Token page and press Withdraw (sometimes called Send).',
  'guides.withdrawal.step3': 'Paste the address from your order. Copy it with the button; never type it from memory.',
  'guides.withdrawal.step4': 'Select the network (see below). If the exchange fills one in for you, check it is the right one.',
  'guides.withdrawal.step5':
    'Enter the amount. Exchanges subtract a fee: make sure the amount that arrives is the amount your order asks for.',
  'guides.withdrawal.step6': 'Confirm with your two-factor code and keep the transaction ID the exchange shows.',
  'guides.withdrawal.networks': 'Networks',
  'guides.withdrawal.network.BEP2': 'An older chain whose addresses start with "bnb". Often needs a memo; most tokens have left it.',
  'guides.withdrawal.network.BEP20':
    'A smart-contract chain with addresses starting with "0x". Same address format as ERC20, but a different network.',
  'guides.withdrawal.network.ERC20': 'Tokens on Ethereum, addresses starting with "0x". Network fees are paid in ETH and can be high.',
  'guides.withdrawal.network.TRC20': 'Tokens on Tron, addresses starting with "T". Low fees; popular for USDT.',
  'guides.withdrawal.network.BTC': 'The Bitcoin network. Legacy addresses start with "1" or "3".',
  'guides.withdrawal.network.BTCSegWit': 'Bitcoin with native SegWit addresses starting with "bc1"; usually lower fees.',
  'guides.withdrawal.testFirst': 'When in doubt, send a small test amount first and wait until it arrives.',
  'guides.withdrawal.back': 'Back to How to Buy',
} as const;
