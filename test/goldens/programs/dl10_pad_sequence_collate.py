# Variable-length sequences: a collate_fn that pads with pad_sequence and returns lengths, as forum answers do.
import torch
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence
from torch.utils.data import DataLoader, Dataset

torch.manual_seed(0)


class Sentences(Dataset):
    def __init__(self):
        self.data = [torch.arange(1, n + 1) for n in (3, 5, 2, 4, 1, 6)]
        self.labels = [0, 1, 0, 1, 1, 0]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, idx):
        return self.data[idx], self.labels[idx]


def pad_collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(seqs, batch_first=True, padding_value=0)
    return padded, lengths, torch.tensor(labels)


loader = DataLoader(Sentences(), batch_size=4, collate_fn=pad_collate)
print(len(loader))
for padded, lengths, labels in loader:
    print(padded)
    print(lengths, labels)
    packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
    print(packed.batch_sizes, packed.sorted_indices)

# without the collate_fn, the default collate cannot stack different lengths
try:
    next(iter(DataLoader(Sentences(), batch_size=3)))
except RuntimeError as e:
    print("RuntimeError:", e)

# padding_value and batch_first=False
print(pad_sequence([torch.ones(2), torch.ones(4)], padding_value=-1.0))
