# Une table en ligne : les refus de l’hôte, ses nouvelles, comment une connexion a pris fin,
# l’invitation et la clé de cette machine.

net-rule-table = À une table en ligne, l’hôte décide qui joue pour quelle place
net-refused-too-many = trop de messages : celui-ci a été ignoré
net-refused-watching = vous regardez cette table : vous n’y avez pas de place
net-refused-not-started = la partie n’a pas commencé
net-refused-not-your-seat = la place { $seat } n’est pas la vôtre
net-refused-not-an-action = l’hôte n’a pas pu y lire une action de ce jeu ({ $why })

## Pourquoi l’hôte refuse une machine

net-refused-invite = Cette invitation n’est pas celle de cette table, ou l’hôte en a créé une nouvelle depuis : demandez-lui l’invitation actuelle
net-refused-rules-version = Cette table joue à { $game } avec les règles en version { $ours } et vous avez la version { $theirs } : il faut les mêmes règles des deux côtés
net-refused-cannot-play-yours = Votre Mogland ne sait pas jouer à { $game }
net-refused-cannot-play-host = Cet hôte ne sait pas jouer à { $game }
net-refused-no-watchers = Cette table n’accepte pas de spectateurs
net-refused-started = La partie a commencé et cette machine n’y a pas de place
net-refused-name-taken = Quelqu’un nommé { $name } est déjà à cette table : choisissez un autre nom
net-refused-kicked = L’hôte vous a demandé de quitter la table

## Les nouvelles de l’hôte

net-news-resumed = La partie de { $game } reprend après { $count ->
    [one] { $count } action
   *[other] { $count } actions
} : on attend ses joueurs
net-news-new-invite = Nouvelle invitation : celle donnée avant ne laisse plus entrer personne
net-news-released = Les places de { $name } iront à la prochaine machine qui rejoint sous le nom { $name }
net-news-bot-renamed = Le robot nommé { $name } s’appelle désormais { $renamed }
net-news-begins = La partie de { $game } commence
net-news-could-not-start = La table n’a pas pu démarrer : { $why }
net-news-kicked = On a demandé à { $name } de partir
net-news-sits = { $name } s’assoit à la place { $seat }
net-news-takes-back = { $name } reprend sa dernière action
net-news-says = { $name } dit : { $text }
net-news-refused = Refus pour { $name } : { $why }
net-news-watches-again = { $name } regarde de nouveau
net-news-back = { $name } est de retour
net-news-watches = { $name } regarde la table
net-news-joins = { $name } rejoint la table
net-news-stops-watching = { $name } ne regarde plus
net-news-left = { $name } a quitté la table
net-news-away = { $name } n’est plus là : la table attend

## Le chat de la table

net-chat-watching = { $name } regarde
net-chat-good-game = bonne partie
net-chat-your-turn = à vous
net-chat-one-moment = un instant
net-chat-well-played = bien joué

## Comment la présence d’un invité à une table a pris fin

net-end-host-left = L’hôte a quitté la table ; elle est sauvegardée sur sa machine : quand il la rouvrira, rejoignez-la avec son invitation depuis cette machine (votre place vous est gardée).
net-end-host-closed = L’hôte a fermé la table (il est parti, ou la connexion a été perdue).
net-end-host-gone = L’hôte est parti avant que vous soyez assis (il est parti, ou la connexion a été perdue).
net-end-cannot-play = Ce Mogland ne sait pas jouer à { $game }
net-end-full = Toutes les places de cette table sont prises
net-end-check-failed = La partie est finie, mais la table montrée ici n’était pas celle de l’hôte : { $why }
net-end-no-answer = Aucune table n’a répondu : vérifiez l’invitation, et demandez à l’hôte si sa table est encore ouverte
net-end-never-answered = La table a laissé entrer cette machine mais n’a jamais répondu : elle est peut-être occupée ou pleine ; réessayez dans un moment
net-conn-closed = la connexion a été fermée
net-conn-timed-out = l’autre machine ne répond plus
net-conn-lost = la connexion a été perdue ({ $why })
net-conn-unreachable = Impossible de joindre la table : { $why }

## L’invitation, et la clé de cette machine

net-invite-empty = collez l’invitation que l’hôte vous a donnée (elle commence par mogland-)
net-invite-not-one = ce n’est pas une invitation Mogland : une invitation commence par mogland-
net-invite-cut = cette invitation est coupée ou mal recopiée : copiez-la de nouveau, en entier
net-invite-other-version = cette invitation vient d’une autre version de Mogland
net-key-not-one = { $file } n’est pas une clé Mogland ({ $why }) : déplacez-le pour en créer une nouvelle (l’hôte devra alors vous rendre les places que cette machine occupe aux tables en cours)
net-key-cannot-keep = impossible de garder la clé de cette machine dans { $file } : { $why }
net-key-cannot-read = impossible de lire { $file } : { $why }

## Démarrer le réseau de cette machine

net-relay-not-one = { $address } n’est pas l’adresse d’un relais ({ $why }) : écrivez-la comme https://relay.example.org
net-cannot-start = impossible de démarrer le réseau : { $why }
net-cannot-listen = impossible d’écouter sur le port { $port } : { $why }
net-cannot-open = impossible d’ouvrir le réseau (port { $port }) : { $why }
